// Probe used by regen-goldens to group AArch64 CPU names by scheduling
// model: run with -mattr=+all and -skip-unsupported-instructions=lack-sched.
add x0, x1, x2
add x0, x1, x2, lsl #3
add w0, w1, w2, uxtw #2
adds x0, x1, #16
madd x0, x1, x2, x3
mul w0, w1, w2
sdiv x0, x1, x2
udiv w0, w1, w2
umulh x0, x1, x2
csel x0, x1, x2, eq
cset w0, ne
ubfx x0, x1, #3, #7
bfi w0, w1, #4, #8
extr x0, x1, x2, #9
clz x0, x1
rbit w0, w1
rev x0, x1
movz x0, #0x1234, lsl #16
movk x0, #0x5678
mov x0, x1
and x0, x1, #0xff
eor w0, w1, w2, ror #3
ldr x0, [x1]
ldr x0, [x1, #8]!
ldr w0, [x1], #4
ldr x0, [x1, x2, lsl #3]
ldr x0, [x1, w2, sxtw #3]
ldrb w0, [x1, #3]
ldrsw x0, [x1, #4]
ldp x0, x1, [x2, #16]
ldp q0, q1, [x2], #32
str x0, [x1, #8]
stp x29, x30, [sp, #-16]!
str q0, [x0, x1]
ldxr x0, [x1]
stxr w2, x0, [x1]
ldar x0, [x1]
stlr w0, [x1]
casal x0, x1, [x2]
ldaddal x0, x1, [x2]
swp w0, w1, [x2]
b.ne .Lprobe
cbz x0, .Lprobe
tbnz w0, #3, .Lprobe
bl .Lprobe
blr x0
ret
dmb ish
isb
mrs x0, tpidr_el0
pacia x0, x1
autiasp
fadd d0, d1, d2
fmul s0, s1, s2
fdiv d0, d1, d2
fsqrt s0, s1
fmadd d0, d1, d2, d3
fcvtzs x0, d1
scvtf d0, w1
fcmp d0, d1
fcsel d0, d1, d2, gt
fmov d0, x0
fadd h0, h1, h2
ldr d0, [x0, #8]
add v0.4s, v1.4s, v2.4s
mul v0.8h, v1.8h, v2.8h
fmla v0.2d, v1.2d, v2.2d
fmla v0.4s, v1.4s, v2.s[1]
fadd v0.4s, v1.4s, v2.4s
fdiv v0.2d, v1.2d, v2.2d
addv s0, v1.4s
umov w0, v1.s[1]
dup v0.4s, w0
ext v0.16b, v1.16b, v2.16b, #4
tbl v0.16b, {v1.16b, v2.16b}, v3.16b
ld1 {v0.4s, v1.4s}, [x0], #32
ld4 {v0.4s, v1.4s, v2.4s, v3.4s}, [x0]
st2 {v0.2d, v1.2d}, [x0]
sqrdmulh v0.4s, v1.4s, v2.4s
uaddlv h0, v1.16b
cnt v0.16b, v1.16b
sdot v0.4s, v1.16b, v2.16b
aese v0.16b, v1.16b
aesmc v0.16b, v0.16b
sha256h q0, q1, v2.4s
pmull v0.1q, v1.1d, v2.1d
eor3 v0.16b, v1.16b, v2.16b, v3.16b
crc32cx w0, w1, x2
bfdot v0.4s, v1.8h, v2.8h
ptrue p0.s
whilelo p0.d, x0, x1
ld1w {z0.s}, p0/z, [x0, x1, lsl #2]
ld1d {z0.d}, p0/z, [x0, z1.d, lsl #3]
st1d {z0.d}, p0, [x0]
fmla z0.s, p0/m, z1.s, z2.s
fadd z0.d, z1.d, z2.d
add z0.s, z0.s, z1.s
sdot z0.s, z1.b, z2.b
faddv d0, p0, z0.d
cntp x0, p0, p1.s
incd x0
movprfx z0, z1
sel z0.s, p0, z1.s, z2.s
tbl z0.d, {z1.d}, z2.d
compact z0.s, p0, z1.s
histcnt z0.s, p0/z, z1.s, z2.s
smstart
fmopa za0.s, p0/m, p1/m, z0.s, z1.s
smstop
