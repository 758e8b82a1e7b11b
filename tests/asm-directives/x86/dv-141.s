.loc 1 2
addq %rax, %rbx
