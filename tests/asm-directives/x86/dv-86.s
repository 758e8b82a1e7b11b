.zero
addq %rax, %rbx
