.section .foo,
nop
