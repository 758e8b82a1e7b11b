// SVE integer: predicated and unpredicated arithmetic, movprfx, dot product.
ptrue p0.s
add z0.s, z1.s, z2.s
mul z3.s, p0/m, z3.s, z0.s
movprfx z4, z3
mla z4.s, p0/m, z1.s, z2.s
sdot z5.s, z6.b, z7.b
lsl z8.s, z4.s, #3
and z9.d, z9.d, #0xff
index z10.s, #0, #1
sel z11.s, p0, z10.s, z8.s
uaddv d12, p0, z11.s
incw x0
