.skip 1f
1:
addq %rax, %rbx
