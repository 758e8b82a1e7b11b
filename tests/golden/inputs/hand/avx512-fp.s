# AVX-512 floating point with masks, broadcast and rounding.
vaddps %zmm0, %zmm1, %zmm2
vmulps %zmm2, %zmm3, %zmm4 {%k1}
vfmadd231ps (%rdi){1to16}, %zmm5, %zmm6
vaddpd {rn-sae}, %zmm7, %zmm8, %zmm9
vdivps %zmm10, %zmm11, %zmm12 {%k2} {z}
vsqrtpd %zmm13, %zmm14
vscalefps %zmm15, %zmm16, %zmm17
vreduceps $4, %zmm18, %zmm19
