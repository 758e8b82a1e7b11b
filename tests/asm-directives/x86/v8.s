.section .init_array,"aw",@progbits
nop
