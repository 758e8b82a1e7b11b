.section .text.hot,"ax",@progbits,unique,1
add a0, a1, a2
