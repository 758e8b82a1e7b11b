.zero 4
addq %rax, %rbx
