# AVX-512 integer operations, ternary logic and permutes.
vpaddd %zmm0, %zmm1, %zmm2
vpternlogd $150, %zmm2, %zmm3, %zmm4
vpermt2d %zmm4, %zmm5, %zmm6
vpermi2q %zmm6, %zmm7, %zmm8
vpcompressd %zmm8, %zmm9 {%k1}
vpmullq %zmm9, %zmm10, %zmm11
vpsraq $5, %zmm11, %zmm12
vpconflictd %zmm12, %zmm13
vplzcntd %zmm13, %zmm14
