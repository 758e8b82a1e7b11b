// args: mca-sim -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2 -mattr=+sve2
// a list holds vector registers; fccmp's flags, SVE compares' immediates (signed or unsigned by the condition), complex rotations
ld1 { q3.s }[1], [x2], x3
st1 { q16.16b }, [x0], x1
ld1 { d0.2s }, [x0]
st1 { s0 }, [x0]
fccmp s0, s2, #1020, eq
fccmp s0, s2, #16, eq
ccmp x0, x1, #16, eq
ccmp x0, #32, #1, eq
cmpeq p1.b, p0/z, z0.b, #16
cmpeq p1.b, p0/z, z0.b, #-17
cmphi p1.b, p0/z, z0.b, #128
fcadd z1.s, p1/m, z1.s, z0.s, #7
fcmla z0.s, p0/m, z1.s, z2.s, #45
cmplt p1.b, p0/z, z0.b, #16
cmplo p1.s, p0/z, z0.s, #128
cmpne p0.d, p1/z, z2.d, #-17
cadd z0.s, z0.s, z1.s, #0
fcadd v0.4s, v1.4s, v2.4s, #180
fcmla v0.4s, v1.4s, v2.4s, #45
fcmla v0.4s, v1.4s, v2.s[1], #100
cmla z0.s, z1.s, z2.s, #30
sqcadd z0.s, z0.s, z1.s, #0
fccmpe d0, d1, #16, ne
ccmn w0, #32, #0, eq
fcmla z0.h, z1.h, z2.h[1], #1
