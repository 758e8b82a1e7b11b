# SSE/AVX mixing with vzeroupper and vzeroall.
vaddps %ymm0, %ymm1, %ymm2
vzeroupper
addps %xmm3, %xmm4
vmulps %ymm5, %ymm6, %ymm7
vzeroall
mulps %xmm0, %xmm1
