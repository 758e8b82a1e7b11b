.section .foo,#alloc
add a0, a1, a2
