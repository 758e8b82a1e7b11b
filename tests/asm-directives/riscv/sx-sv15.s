.set .foo, 1
.section .foo
nop
