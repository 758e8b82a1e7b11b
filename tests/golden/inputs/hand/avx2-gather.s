# AVX2 gathers: many micro-ops and a mask register dependency.
vpcmpeqd %ymm1, %ymm1, %ymm1
vpgatherdd %ymm1, (%rdi,%ymm0,4), %ymm2
vpcmpeqd %ymm3, %ymm3, %ymm3
vgatherdps %ymm3, (%rsi,%ymm0,4), %ymm4
vpaddd %ymm2, %ymm5, %ymm5
vaddps %ymm4, %ymm6, %ymm6
