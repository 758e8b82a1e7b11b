// SVE predicate generation and loop control (whilelo loop).
.Lloop:
whilelo p0.s, x0, x1
ld1w {z0.s}, p0/z, [x2, x0, lsl #2]
fadd z0.s, p0/m, z0.s, #1.0
st1w {z0.s}, p0, [x2, x0, lsl #2]
incw x0
cmpeq p1.s, p0/z, z0.s, #0
cntp x3, p0, p1.s
brkb p2.b, p0/z, p1.b
ptest p0, p2.b
b.first .Lloop
