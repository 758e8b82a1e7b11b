.base64 1
nop
