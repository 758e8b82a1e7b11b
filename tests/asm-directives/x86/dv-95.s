.set a

addq %rax, %rbx
