.set .foo, 1
.section .foo
.section .foo
.set .foo, 2
nop
