.pushsection .foo,"a"
.popsection
nop
