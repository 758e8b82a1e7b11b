.zero 4, 1
addq %rax, %rbx
