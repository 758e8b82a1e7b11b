.pushsection __DATA,__data
.popsection
nop
