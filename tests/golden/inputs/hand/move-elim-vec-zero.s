# Vector moves whose sources are (or are not) known zero: some models only
# eliminate moves of zero registers.
vxorps %xmm0, %xmm0, %xmm0
vmovaps %xmm0, %xmm1
vmovaps %xmm2, %xmm3
vmovaps %ymm1, %ymm4
vmovdqa %xmm3, %xmm5
vpxor %xmm6, %xmm6, %xmm6
vmovdqa %xmm6, %xmm7
vaddps %xmm7, %xmm4, %xmm2
