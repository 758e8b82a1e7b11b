// Complex rotations need SVE (z forms) or FCMA (vector forms).
fcadd z0.h, p0/m, z0.h, z1.h, #90
fcmla z2.s, p1/m, z3.s, z4.s, #180
fcadd v0.4s, v1.4s, v2.4s, #270
