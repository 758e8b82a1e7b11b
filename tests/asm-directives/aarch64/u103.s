.section .foo,#alloc,
add x0, x1, x2
