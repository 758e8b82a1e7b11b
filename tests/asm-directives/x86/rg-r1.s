.include "rgi-r1inc.s"
addq %rax, %rbx
