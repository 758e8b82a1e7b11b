# Floating point divisions and square roots (scalar and packed).
divss %xmm0, %xmm1
divsd %xmm2, %xmm3
divps %xmm4, %xmm5
divpd %xmm6, %xmm7
sqrtss %xmm0, %xmm8
sqrtpd %xmm2, %xmm9
rcpps %xmm4, %xmm10
rsqrtps %xmm6, %xmm11
