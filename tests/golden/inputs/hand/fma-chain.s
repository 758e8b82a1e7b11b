# Fused multiply-add accumulation chains (forwarding to the addend).
vfmadd231sd %xmm1, %xmm2, %xmm0
vfmadd231sd %xmm1, %xmm2, %xmm0
vfmadd213pd %ymm3, %ymm4, %ymm5
vfmadd213pd %ymm3, %ymm5, %ymm4
vfnmadd231ps (%rdi), %ymm6, %ymm7
vfmsub132ps %ymm7, %ymm6, %ymm8
