.include "nonl.s"
addq %rax, %rbx
