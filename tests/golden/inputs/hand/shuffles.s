# Shuffles and permutes: one port on many models.
pshufb %xmm1, %xmm0
pshufd $27, %xmm0, %xmm2
vpermq $78, %ymm2, %ymm3
vperm2i128 $1, %ymm3, %ymm2, %ymm4
vpunpcklbw %ymm4, %ymm3, %ymm5
vshufps $68, %ymm5, %ymm4, %ymm6
vpalignr $4, %xmm6, %xmm5, %xmm7
vinsertf128 $1, %xmm7, %ymm6, %ymm0
vextracti128 $1, %ymm0, %xmm1
