.section __DATA,__data
.previous
nop
