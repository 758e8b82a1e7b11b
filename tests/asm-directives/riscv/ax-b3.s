.base64 "Q==="
nop
