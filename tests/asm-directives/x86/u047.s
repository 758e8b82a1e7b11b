.section .foo,#alloc
nop
