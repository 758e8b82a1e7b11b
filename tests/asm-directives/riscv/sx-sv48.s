.section .text.a
.set .text.a, 1
nop
