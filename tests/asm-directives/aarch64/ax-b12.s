.base64 "AA=="
nop
