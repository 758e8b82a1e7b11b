# AVX2 integer vectors: arithmetic, shuffles, permutes, shifts.
vpaddd %ymm0, %ymm1, %ymm2
vpmulld %ymm2, %ymm3, %ymm4
vpshufb %ymm5, %ymm4, %ymm6
vpermd %ymm6, %ymm7, %ymm8
vpermq $78, %ymm8, %ymm9
vpsllvd %ymm9, %ymm10, %ymm11
vpsrad $3, %ymm11, %ymm12
vpminud %ymm12, %ymm0, %ymm13
vpmovmskb %ymm13, %eax
vpbroadcastd %xmm14, %ymm15
