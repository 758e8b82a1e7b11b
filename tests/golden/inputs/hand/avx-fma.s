# FMA3 chains and independent FMAs.
vfmadd231ps %ymm0, %ymm1, %ymm2
vfmadd231ps %ymm0, %ymm1, %ymm3
vfmadd213pd %ymm4, %ymm5, %ymm6
vfnmadd132ss %xmm7, %xmm8, %xmm9
vfmsub231sd (%rdi), %xmm10, %xmm11
vfmadd231ps %ymm2, %ymm3, %ymm2
