# AVX-512 on a model without AVX-512 data, skipped with =lack-sched.
addq %rax, %rbx
vaddps %zmm0, %zmm1, %zmm2
imulq %rbx, %rcx
vpternlogd $0, %zmm3, %zmm4, %zmm5
