.section .init_array,"aw",@init_array
nop
