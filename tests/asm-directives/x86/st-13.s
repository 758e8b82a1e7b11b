.if 0
a:
.endif
.set a, 1
addq %rax, %rbx
