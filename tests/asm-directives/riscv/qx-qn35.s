"lab":
.ifdef lab
.error "def"
.endif
nop
