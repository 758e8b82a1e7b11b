.base64 "QQ==", "Q"
nop
