.pushsection .x,"dw",unique,3
.popsection
nop
