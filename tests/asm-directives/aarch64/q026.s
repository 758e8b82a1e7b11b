.section .text.hot,"ax",@progbits,unique,x
add x0, x1, x2
