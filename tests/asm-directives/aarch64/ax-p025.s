.ifnb x
.error "nb"
.endif
nop
