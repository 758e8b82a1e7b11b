.section .text,"a",@progbits
nop
