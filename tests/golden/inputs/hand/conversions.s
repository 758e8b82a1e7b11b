# Integer/float conversions in both directions.
cvtsi2sdq %rax, %xmm0
cvttsd2si %xmm0, %rbx
cvtss2sd %xmm1, %xmm2
cvtsd2ss %xmm2, %xmm3
cvtdq2ps %xmm4, %xmm5
cvtps2pd %xmm5, %xmm6
vcvtph2ps %xmm7, %ymm8
vcvtps2ph $0, %ymm8, %xmm9
roundsd $4, %xmm0, %xmm10
