# FP load-op instructions with the register operand on a long chain.
mulps %xmm0, %xmm1
addps (%rdi), %xmm1
mulsd %xmm2, %xmm3
addsd 8(%rdi), %xmm3
vmulps %ymm4, %ymm5, %ymm6
vaddps 32(%rsi), %ymm6, %ymm6
vmulps (%rdx), %ymm6, %ymm7
