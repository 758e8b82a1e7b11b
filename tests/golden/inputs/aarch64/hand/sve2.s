// SVE2: widening, narrowing, bit permutes, histogram and match.
saddlb z0.h, z1.b, z2.b
sqxtnb z3.h, z4.s
sqxtnt z3.h, z5.s
eor3 z6.d, z6.d, z7.d, z8.d
bsl z9.d, z9.d, z10.d, z11.d
histcnt z12.s, p0/z, z13.s, z14.s
match p1.b, p0/z, z15.b, z16.b
whilerw p2.s, x0, x1
umullb z17.d, z18.s, z19.s
sqdmlalb z20.s, z21.h, z22.h
