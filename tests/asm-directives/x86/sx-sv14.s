.pushsection .bar
.popsection
.set .bar, 1
nop
