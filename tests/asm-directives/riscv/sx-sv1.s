.set .text, 1
nop
