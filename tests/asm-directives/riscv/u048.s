.section .foo,#alloc,#write
add a0, a1, a2
