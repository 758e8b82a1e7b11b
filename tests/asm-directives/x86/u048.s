.section .foo,#alloc,#write
nop
