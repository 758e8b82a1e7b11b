.section .foo,a
nop
