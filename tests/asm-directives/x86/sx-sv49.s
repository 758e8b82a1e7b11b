.set .text, 1
.set .text, 2
nop
