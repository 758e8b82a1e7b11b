// AArch64 register aliases and system registers at their edges: long
// names, chains, redefinitions, .unreq of unknown names, aliases used in
// every operand position, sysreg names of every length.
aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa .req x1
mov aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, x0
b1 .req aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
c1 .req b1
mov c1, c1
.unreq aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
mov c1, x0
vv .req v1
vv .req v2
vv .req v1.4s
add vv.4s, vv.4s, vv
ld1 {vv.16b-vv.16b}, [x0]
zz .req z3
pp .req p2
add zz.s, pp/m, zz.s, zz.s
ld1w {zz.s}, pp/z, [x0, zz.s, uxtw #2]
.unreq
.unreq 1
.unreq vv zz
.req
 .req x0
x0 .req x1
_ .req x2
$$ .req x3
mrs x0, ELR_EL1ELR_EL1ELR_EL1ELR_EL1ELR_EL1ELR_EL1ELR_EL1ELR_EL1ELR_EL1ELR_EL1ELR_EL1ELR_EL1ELR_EL1ELR_EL1ELR_EL1ELR_EL1ELR_EL1ELR_EL1ELR_EL1ELR_EL1
msr QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ, x0
mrs x0, S3_0_C15_C15_7_
mrs x0, S3_0_C15_C15
mrs x0, S9_9_C99_C99_9
msr S3_0_C0_C0_0, x0, x1
mrs x0, ELR_EL1 + 1
msr #1, x0
sqdecb x0, w0, all, mul #99999999999999999999
sqdecb x0, w1, pow2, mul #0
sqincw x0, w0, mul #-1
incb x0, all, mul
.half 1
.x = 1
.HWORD 1
p0.s/m
add z0.s, p0.s/, z0.s, z1.s
mov z0.s, z1.s
