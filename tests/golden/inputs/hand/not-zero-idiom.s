# Look-alikes that are NOT idioms: different registers, so they depend on both.
xorl %eax, %ecx
addl %ecx, %eax
subq %rdx, %rsi
addq %rsi, %rdx
pxor %xmm0, %xmm1
paddd %xmm1, %xmm0
