# SSE floating point: scalar and packed, shuffles and blends.
addss %xmm0, %xmm1
mulsd %xmm1, %xmm2
maxps %xmm2, %xmm3
shufps $68, %xmm3, %xmm4
unpcklpd %xmm4, %xmm5
blendvps %xmm0, %xmm5, %xmm6
mulps %xmm6, %xmm7
haddpd %xmm7, %xmm0
movmskps %xmm0, %eax
ucomisd %xmm1, %xmm2
