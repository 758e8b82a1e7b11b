.include "nest.s"
subq %rax, %rcx
