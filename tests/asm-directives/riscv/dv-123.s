.section .text.hot,"axG",@progbits,foo,comdat
add a0, a1, a2
