.section .foo,"a",@preinit_array
add x0, x1, x2
