.base64 "QU JD"
nop
