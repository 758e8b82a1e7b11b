.base64 "\q"
nop
