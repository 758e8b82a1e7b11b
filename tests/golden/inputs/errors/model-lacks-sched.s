# AVX-512 instructions on a model that has no scheduling data for them.
vpaddd %zmm0, %zmm1, %zmm2
addq %rax, %rbx
