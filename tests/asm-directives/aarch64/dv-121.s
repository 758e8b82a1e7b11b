.section .rodata.str1.1,"aMS",@progbits,1
add x0, x1, x2
