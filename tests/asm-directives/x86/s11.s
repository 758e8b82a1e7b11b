.section .foo,"ao",@progbits,0
addq %rax, %rbx
