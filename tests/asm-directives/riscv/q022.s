.section .foo,"a",@init_array
add a0, a1, a2
