.section .rodata,"a",@progbits,unique,1
.section .rodata,"a",@progbits,unique,1
add a0, a1, a2
