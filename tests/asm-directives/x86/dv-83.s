.skip x
addq %rax, %rbx
