.section .foo,"ax"
.text
.set .foo, 1
nop
