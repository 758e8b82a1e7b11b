# Scalar SSE instructions that write only the low element (they merge into
# the old value) next to full-width writes.
movss %xmm1, %xmm0
addss %xmm0, %xmm2
sqrtss %xmm2, %xmm3
cvtsi2ss %eax, %xmm4
cvtsi2sd %rax, %xmm5
mulsd %xmm5, %xmm5
movsd %xmm5, %xmm6
roundsd $1, %xmm6, %xmm7
addsd %xmm7, %xmm6
