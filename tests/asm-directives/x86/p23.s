.if 0
.include "bad.s"
.endif
addq %rax, %rbx
