// SVE floating point: FMA forms, reductions and conversions.
ptrue p0.d
fmla z0.d, p0/m, z1.d, z2.d
fmad z3.d, p0/m, z4.d, z5.d
fadd z6.d, z0.d, z3.d
fmul z7.d, p0/m, z7.d, #2.0
fdiv z8.d, p0/m, z8.d, z6.d
fsqrt z9.d, p0/m, z8.d
faddv d10, p0, z9.d
fadda d11, p0, d11, z9.d
fcvtzs z12.d, p0/m, z9.d
scvtf z13.d, p0/m, z12.d
