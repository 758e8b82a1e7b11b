.base64 "QUJ="
nop
