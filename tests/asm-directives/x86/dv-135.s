.comm foo,4,3
addq %rax, %rbx
