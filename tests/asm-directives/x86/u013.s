.section .foo,"a",@preinit_array
nop
