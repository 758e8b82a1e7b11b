.section .text.hot,"ax",@progbits,unique,x
nop
