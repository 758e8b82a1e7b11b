.comm foo,-4
addq %rax, %rbx
