.section .init_array,"aw",@init_array
add a0, a1, a2
