// args: mca-sim -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2 -mattr=+sve2,+bf16,+i8mm,+sve2p1
// ranges LLVM's operand classes check: shift amounts by the opcode's element, SVE lanes (dup's 512 bits, indexed operands' 128-bit segments in groups), NEON list lanes; a 32-bit register after 64-bit ones without an extend
shl v0.8h, v0.8h, #-1
shl v0.8h, v0.8h, #16
ushr d4, d1, #1020
ushr d4, d1, #64
ushr d4, d1, #0
rshrn2 v3.8h, v5.4s, #0x1000
rshrn v2.4h, v2.4s, #31
rshrn v2.8b, v2.8h, #9
sshll v3.2d, v0.2s, #63
sshll2 v0.2d, v0.4s, #255
ushll v0.8h, v0.8b, #8
fcvtzs v1.4s, v1.4s, #255
fcvtzs v1.4s, v1.4s, #0
scvtf v1.2d, v1.2d, #65
lsr z2.s, z0.s, #65535
lsr z6.d, z3.d, #256
asr z2.d, z1.d, #0x1000
lsl z0.b, z1.b, #8
asrd z0.s, p0/m, z0.s, #33
lsl z0.h, p0/m, z0.h, #16
sqshl b0, b1, #8
sqshrn h0, s1, #17
sri v0.2d, v1.2d, #0
sli v0.4s, v1.4s, #32
usra d0, d1, #65
ushr v2.2s, v0.2s, #-256
sqshlu z0.s, p0/m, z0.s, #32
dup z0.d, z1.d[8]
dup z0.b, z1.b[64]
mov z0.s, z1.s[16]
fmlalb z0.s, z1.h, z2.h[8]
sdot z0.s, z1.b, z2.b[4]
sdot z0.d, z1.h, z2.h[2]
fdot z0.s, z1.h, z2.h[4]
mul z0.h, z1.h, z2.h[8]
fmla z0.h, z1.h, z2.h[8]
fmla z0.s, z1.s, z2.s[4]
fmla z0.d, z1.d, z2.d[2]
smlalb z0.d, z1.s, z2.s[4]
smlalb z0.s, z1.h, z2.h[8]
bfdot z0.s, z1.h, z2.h[4]
sqdmulh z0.s, z1.s, z2.s[4]
fcmla z0.h, z1.h, z2.h[4], #90
fcmla z0.s, z1.s, z2.s[2], #90
cdot z0.s, z1.b, z2.b[4], #90
usdot z0.s, z1.b, z2.b[4]
ld1 { v1.s }[8], [x0], x1
st1 { v1.s }[15], [x5], x1
ld2 { v8.d, v9.d }[15], [x11]
ld4 { v0.b, v1.b, v2.b, v3.b }[16], [x0]
cmp x0, w4
cmn x0, w4
add x0, x1, w2
sub x0, x1, w2
adds x0, x1, w2
subs x0, x1, w2
cmp x0, w4 // c
cmp sp, w4
add sp, x1, w2
cmp x0, w4, lsl #2
neg x0, w1
cmp w0, x4
add x0, x1, w2 // c
add x0, x1, w2   
negs x0, w1
cmp x0, w4 ; nop
