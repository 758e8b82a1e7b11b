.set , 2
addq %rax, %rbx
