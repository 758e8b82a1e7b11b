.section .foo,"a",@fini_array
add a0, a1, a2
