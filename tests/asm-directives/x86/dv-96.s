.set 1, 2
addq %rax, %rbx
