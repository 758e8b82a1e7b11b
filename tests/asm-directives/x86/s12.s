.section .foo,"ao",@progbits,baz
baz:
addq %rax, %rbx
