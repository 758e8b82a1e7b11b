bar:
.section .foo,"ao",@progbits,bar
addq %rax, %rbx
