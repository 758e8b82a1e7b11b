.section .foo
.previous
.previous
nop
