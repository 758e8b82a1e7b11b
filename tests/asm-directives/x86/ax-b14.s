.base64 "QQ==" "QQ=="
nop
