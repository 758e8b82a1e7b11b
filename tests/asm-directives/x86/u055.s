.data
.previous
nop
