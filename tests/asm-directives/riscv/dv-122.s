.section .rodata.str1.1,"aMS",@progbits
add a0, a1, a2
