addq %rax, %rbx
