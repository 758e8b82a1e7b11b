.section .foo,"a",@fini_array
add x0, x1, x2
