// Scalar FP arithmetic, fused multiply-add, conversions and compares.
fadd d0, d1, d2
fmul d3, d0, d4
fmadd d5, d3, d6, d0
fnmsub s7, s8, s9, s10
fabs d11, d5
fneg s12, s7
fcvt s13, d11
fcvtzs x0, d5
scvtf d14, x1
ucvtf s15, w2
fcmp d5, d14
fcsel d16, d5, d14, gt
fmaxnm d17, d16, d0
frintm d18, d17
