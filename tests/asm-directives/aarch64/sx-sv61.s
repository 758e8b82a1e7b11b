.ifdef .text
.error "yes"
.endif
.ifdef .data
.error "data"
.endif
nop
