// SVE on a CPU without SVE: 'instruction requires: sve or sme'.
add x0, x1, x2
ld1w {z0.s}, p0/z, [x0]
fadd z0.s, z1.s, z2.s
