.base64 "QQ==",
nop
