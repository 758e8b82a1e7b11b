imulq %rcx, %rdx
.include "rgi-inc1.s"
subq %rsi, %rdi
