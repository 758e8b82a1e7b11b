# 256-bit divisions and square roots.
vdivps %ymm0, %ymm1, %ymm2
vdivpd %ymm3, %ymm4, %ymm5
vsqrtps %ymm6, %ymm7
vsqrtpd %ymm8, %ymm9
vdivss %xmm0, %xmm1, %xmm10
vaddps %ymm2, %ymm7, %ymm11
