a: b:
.set b, 1
addq %rax, %rbx
