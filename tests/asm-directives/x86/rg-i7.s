addq %rax, %rbx
.include "rgi-i7inc.s"
