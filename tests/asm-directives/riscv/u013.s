.section .foo,"a",@preinit_array
add a0, a1, a2
