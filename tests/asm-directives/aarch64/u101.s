.section .foo,#alloc,@progbits
add x0, x1, x2
