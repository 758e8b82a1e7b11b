.base64 "A==="
nop
