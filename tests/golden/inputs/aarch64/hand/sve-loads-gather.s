// SVE contiguous, first-faulting, gather and scatter memory accesses.
ptrue p0.d
ld1d {z0.d}, p0/z, [x0, x1, lsl #3]
ld1d {z1.d}, p0/z, [x0, #1, mul vl]
ld1w {z2.d}, p0/z, [x2, z0.d, lsl #2]
ldff1d {z3.d}, p0/z, [x0, x1, lsl #3]
ld2d {z4.d, z5.d}, p0/z, [x3]
ld1rd {z6.d}, p0/z, [x4]
st1d {z1.d}, p0, [x5, x1, lsl #3]
st1w {z2.d}, p0, [x6, z0.d, lsl #2]
ldr z7, [x7, #2, mul vl]
str z7, [x8]
