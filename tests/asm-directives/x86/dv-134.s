.local foo
.comm foo,4,4
addq %rax, %rbx
