.section .init_array,"aw",@init_array
add x0, x1, x2
