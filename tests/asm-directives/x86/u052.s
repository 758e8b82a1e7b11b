.pushsection .foo,"a"
.pushsection .bar
.popsection
.popsection
.popsection
nop
