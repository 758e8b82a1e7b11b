# AVX floating point on ymm registers.
vaddps %ymm0, %ymm1, %ymm2
vmulps %ymm2, %ymm3, %ymm4
vsubpd %ymm5, %ymm6, %ymm7
vmaxps %ymm4, %ymm7, %ymm8
vblendps $5, %ymm8, %ymm9, %ymm10
vshufps $27, %ymm10, %ymm10, %ymm11
vperm2f128 $1, %ymm11, %ymm11, %ymm12
vextractf128 $1, %ymm12, %xmm13
vbroadcastss (%rdi), %ymm14
vhaddps %ymm14, %ymm2, %ymm15
