.base64 "QQ=A"
nop
