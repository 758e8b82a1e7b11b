.set "a", 1
.ifdef "a"
.error "def"
.endif
nop
