# EVEX zero idioms on zmm registers and mask registers.
vpxord %zmm0, %zmm0, %zmm0
vpxorq %zmm1, %zmm1, %zmm1
vxorps %zmm2, %zmm2, %zmm2
vpsubd %zmm3, %zmm3, %zmm3
kxorw %k1, %k1, %k1
vpaddd %zmm0, %zmm3, %zmm4
vaddps %zmm2, %zmm4, %zmm5
