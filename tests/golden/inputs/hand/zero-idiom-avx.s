# VEX zero idioms (xmm and ymm forms).
vpxor %xmm0, %xmm0, %xmm0
vxorps %ymm1, %ymm1, %ymm1
vxorpd %xmm2, %xmm2, %xmm2
vpsubd %ymm3, %ymm3, %ymm3
vpcmpgtq %xmm4, %xmm4, %xmm4
vandnps %ymm5, %ymm5, %ymm5
vaddps %ymm1, %ymm3, %ymm6
vpaddd %xmm0, %xmm4, %xmm7
