.section .bss,"aw",@progbits
add x0, x1, x2
