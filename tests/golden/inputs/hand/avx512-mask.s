# Mask register producers and consumers.
vpcmpeqd %zmm0, %zmm1, %k1
vpcmpud $1, %zmm2, %zmm3, %k2
kandw %k1, %k2, %k3
korw %k3, %k1, %k4
kshiftlw $2, %k4, %k5
kmovw %k5, %eax
kmovw %ecx, %k6
vmovdqa32 %zmm4, %zmm5 {%k6}
vpblendmd %zmm5, %zmm6, %zmm7 {%k3}
ktestw %k5, %k6
