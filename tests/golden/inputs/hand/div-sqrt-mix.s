# Dividers and square roots of several widths competing for the divider.
divsd %xmm1, %xmm0
sqrtsd %xmm2, %xmm3
divps %xmm4, %xmm5
vsqrtpd %ymm6, %ymm7
divl %ecx
vdivss %xmm0, %xmm3, %xmm8
