# SME and SME2 in one block: on a CPU without SME, llvm-mca stops at the first
# (instruction requires: sme); with SME, none but smstart/smstop has a
# scheduling class (error, or with -skip-unsupported-instructions=lack-sched
# a warning and note per skipped instruction).
smstart
zero {za}
ld1w {za0h.s[w12, 0]}, p0/z, [x0]
ld1w {za1v.s[w13, 1]}, p0/z, [x0, x1, lsl #2]
fmopa za0.s, p0/m, p1/m, z0.s, z1.s
mova z2.s, p0/m, za0h.s[w12, 0]
fmla za.s[w8, 0, vgx2], {z0.s, z1.s}, {z2.s, z3.s}
smlall za.s[w9, 4:7], z4.b, z5.b
luti4 {z0.b, z1.b}, zt0, z2[1]
st1w {za0v.s[w13, 1]}, p1, [x1, x2, lsl #2]
zero {za0.d, za2.d, za4.d, za6.d}
add x0, x0, #1
msr svcrsm, #1
msr svcrza, #0
smstop
