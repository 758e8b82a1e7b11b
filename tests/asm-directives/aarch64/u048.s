.section .foo,#alloc,#write
add x0, x1, x2
