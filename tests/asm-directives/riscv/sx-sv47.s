.text 1
.set .text, 1
nop
