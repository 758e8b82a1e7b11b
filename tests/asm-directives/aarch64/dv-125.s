.section .init_array,"aw"
add x0, x1, x2
