.section .foo,"a",@fini_array
nop
