.pushsection .rdata,"dr"
.popsection
nop
