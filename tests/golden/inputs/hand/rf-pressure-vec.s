# Independent long-latency vector writes to many YMM registers.
vsqrtps %ymm0, %ymm1
vsqrtps %ymm0, %ymm2
vmulps %ymm0, %ymm0, %ymm3
vmulps %ymm0, %ymm0, %ymm4
vaddps %ymm0, %ymm0, %ymm5
vaddps %ymm0, %ymm0, %ymm6
vdivps %ymm0, %ymm0, %ymm7
vdivps %ymm0, %ymm0, %ymm8
vfmadd231ps %ymm0, %ymm0, %ymm9
vfmadd231ps %ymm0, %ymm0, %ymm10
vaddps %ymm1, %ymm2, %ymm11
vmulps %ymm3, %ymm4, %ymm12
