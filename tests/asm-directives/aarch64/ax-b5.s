.base64 ""
nop
