.section .init_array,"aw"
add a0, a1, a2
