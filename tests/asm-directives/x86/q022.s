.section .foo,"a",@init_array
nop
