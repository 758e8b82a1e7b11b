# Vector register moves (movaps/movapd/movdqa/movups and VEX forms).
movaps %xmm0, %xmm1
addps %xmm1, %xmm2
movapd %xmm2, %xmm3
movdqa %xmm3, %xmm4
paddd %xmm4, %xmm5
movups %xmm5, %xmm0
vmovaps %ymm6, %ymm7
vaddps %ymm7, %ymm8, %ymm6
vmovdqa %xmm9, %xmm10
vmovdqu %ymm10, %ymm11
