.section .foo
nop
