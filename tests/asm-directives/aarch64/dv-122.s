.section .rodata.str1.1,"aMS",@progbits
add x0, x1, x2
