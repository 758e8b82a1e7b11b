addq %rax, %rbx
bad %rax
