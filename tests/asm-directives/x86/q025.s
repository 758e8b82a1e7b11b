.section .text.hot,"ax",@progbits,unique,1
nop
