.section .rodata.str1.1,"aMS",@progbits,1
add a0, a1, a2
