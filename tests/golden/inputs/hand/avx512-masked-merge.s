# AVX-512 merge-masked and zero-masked writes: the old destination is read
# when merging.
kmovw %eax, %k1
vaddps %zmm1, %zmm2, %zmm0 {%k1}
vaddps %zmm0, %zmm2, %zmm3 {%k1} {z}
vmulps %zmm3, %zmm0, %zmm0 {%k1}
vpcmpd $1, %zmm0, %zmm3, %k2
kandw %k1, %k2, %k3
vmovdqu32 %zmm0, (%rdi) {%k3}
vpaddd (%rsi), %zmm1, %zmm4 {%k3}
