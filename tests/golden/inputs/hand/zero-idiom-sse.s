# SSE zero idioms: xor/sub/compare-greater with the same register.
pxor %xmm0, %xmm0
paddd %xmm0, %xmm1
xorps %xmm2, %xmm2
addps %xmm2, %xmm3
xorpd %xmm4, %xmm4
psubd %xmm5, %xmm5
psubq %xmm6, %xmm6
pcmpgtd %xmm7, %xmm7
pandn %xmm8, %xmm8
paddq %xmm6, %xmm5
