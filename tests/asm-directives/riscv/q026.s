.section .text.hot,"ax",@progbits,unique,x
add a0, a1, a2
