.set .x, 1
.pushsection .x
nop
