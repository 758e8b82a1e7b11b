.warning "w"
.warning "x"
nop
