.section .rodata,"a",@progbits,unique,1
.section .rodata,"a",@progbits,unique,1
nop
