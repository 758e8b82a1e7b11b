.fill x
addq %rax, %rbx
