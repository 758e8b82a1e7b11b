.base64
nop
