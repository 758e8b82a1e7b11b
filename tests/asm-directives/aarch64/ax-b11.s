.base64 "=AAA"
nop
