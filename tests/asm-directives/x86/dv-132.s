.weak foo
.hidden foo
addq %rax, %rbx
