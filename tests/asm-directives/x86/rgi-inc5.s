addq %rax, %rbx
# c
