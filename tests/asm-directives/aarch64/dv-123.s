.section .text.hot,"axG",@progbits,foo,comdat
add x0, x1, x2
