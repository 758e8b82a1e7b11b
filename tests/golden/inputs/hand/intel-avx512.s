.intel_syntax noprefix
# Intel syntax AVX-512: masks, zeroing, broadcast.
vaddps zmm0 {k1}, zmm1, zmm2
vmulpd zmm3 {k2} {z}, zmm4, qword ptr [rdi]{1to8}
vpternlogq zmm5, zmm6, zmm7, 232
vpcmpud k3, zmm8, zmm9, 2
kmovq rax, k3
