.section .foo,"a",@init_array
add x0, x1, x2
