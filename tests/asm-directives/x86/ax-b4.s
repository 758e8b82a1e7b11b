.base64 "QUJD"
nop
