.section .rodata,"aw",@progbits
add a0, a1, a2
