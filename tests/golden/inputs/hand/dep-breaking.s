# Dependency-breaking idioms: the result does not depend on the old value.
pcmpeqd %xmm0, %xmm0
paddd %xmm0, %xmm1
pcmpeqb %xmm2, %xmm2
vpcmpeqd %xmm3, %xmm3, %xmm3
vpcmpeqq %xmm4, %xmm4, %xmm4
sbbl %eax, %eax
addl %eax, %ecx
sbbq %rdx, %rdx
cmpl %ecx, %ecx
