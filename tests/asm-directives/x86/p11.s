.include "ok.s" ; addq %rax, %rcx
