.section .foo
.set .foo, 1
nop
