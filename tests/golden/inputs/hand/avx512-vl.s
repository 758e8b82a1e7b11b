# AVX-512VL forms on xmm/ymm with masking, plus memory operands.
vpaddd %ymm16, %ymm17, %ymm18 {%k1}
vaddps (%rdi), %xmm19, %xmm20 {%k2} {z}
vmovdqu32 %ymm18, (%rsi) {%k1}
vpermw %ymm21, %ymm22, %ymm23
vcvtps2qq %xmm24, %ymm25
vpmovqd %ymm25, %xmm26
