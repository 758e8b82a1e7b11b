addq %rax, %rbx
.include "nonl.s"