.fill -1
addq %rax, %rbx
