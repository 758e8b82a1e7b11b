.section .text.hot,"axG",@progbits,foo,comdat
addq %rax, %rbx
