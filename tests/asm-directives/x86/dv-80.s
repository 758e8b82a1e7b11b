.skip 4
addq %rax, %rbx
