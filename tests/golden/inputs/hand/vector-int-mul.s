# Vector integer multiplies and horizontal operations.
pmulld %xmm1, %xmm0
pmuludq %xmm2, %xmm3
vpmullw %ymm4, %ymm5, %ymm6
vpmaddwd %ymm6, %ymm5, %ymm7
phaddd %xmm0, %xmm3
vpsadbw %ymm7, %ymm6, %ymm1
psllq $3, %xmm0
vpsravd %ymm1, %ymm7, %ymm2
