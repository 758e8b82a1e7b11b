# SSE2-SSE4.2 integer operations.
paddb %xmm0, %xmm1
pmaddwd %xmm1, %xmm2
pmulld %xmm2, %xmm3
pshufb %xmm3, %xmm4
pmovzxbd %xmm4, %xmm5
pminsw %xmm5, %xmm6
psadbw %xmm6, %xmm7
pcmpistri $12, %xmm7, %xmm0
ptest %xmm0, %xmm1
pextrd $1, %xmm2, %eax
pinsrq $1, %rax, %xmm3
