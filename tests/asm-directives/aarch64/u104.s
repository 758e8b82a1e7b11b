.section .foo,#alloc,#bogus,#write
add x0, x1, x2
