.set .foo, 1
.set .foo, 2
.section .foo
nop
