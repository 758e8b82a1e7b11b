# Hand-written AArch64 lines, one instruction a line (# lines are comments).
# Forms compilers and people write; a block meant to fail is at the end.
add x0, x1, x2
add x0, x1, x2, lsl #3
add w0, w1, w2, uxtb
add x0, sp, #16
add x0, x1, #1, lsl #12
add x0, x0, :lo12:var
adds xzr, x0, #4
sub sp, sp, #0x40
subs w0, w1, w2, asr #31
cmp x0, #0
cmn w1, #5
tst x0, #0xff00
neg x0, x1
negs w2, w3, lsl #2
mov x0, x1
mov x0, sp
mov w0, #-1
mov x0, #0x12340000
movz x0, #0x1234, lsl #16
movk x0, #0xbeef, lsl #48
movn w0, #0
mvn x0, x1
and x0, x1, #0x5555555555555555
orr w0, w1, #0xf0f0f0f0
eor x0, x1, x2, ror #7
bic x0, x1, x2
lsl x0, x1, #3
lsr w0, w1, w2
asr x0, x1, #63
ror w0, w1, #7
ubfx x0, x1, #4, #8
sbfiz w0, w1, #2, #5
bfi x0, x1, #8, #16
bfxil w0, w1, #0, #4
extr x0, x1, x2, #13
madd x0, x1, x2, x3
msub w0, w1, w2, w3
mul x0, x1, x2
umulh x0, x1, x2
smull x0, w1, w2
sdiv w0, w1, w2
udiv x0, x1, x2
clz x0, x1
cls w0, w1
rbit x0, x1
rev w0, w1
rev16 x0, x1
csel x0, x1, x2, eq
csinc w0, w1, w2, ne
cset w0, gt
csetm x0, lo
cinc x0, x1, hs
cneg w0, w1, mi
ccmp x0, x1, #4, ne
ccmn w0, #3, #0, ge
adr x0, .Ltgt
adrp x0, var
adrp x0, :got:var
ldr x0, [x0, :got_lo12:var]
adrp x1, :tlsdesc:tvar
ldr x2, [x1, :tlsdesc_lo12:tvar]
add x0, x0, :tprel_lo12_nc:tvar
ldr x0, [x1]
ldr x0, [x1, #8]
ldr x0, [x1, #8]!
ldr x0, [x1], #8
ldr w0, [x1, x2, lsl #2]
ldr x0, [x1, w2, sxtw #3]
ldr x0, [x1, w2, uxtw]
ldrb w0, [x1, #1]
ldrsb x0, [x1]
ldrh w0, [x1, x2]
ldrsh w0, [x1, #-2]!
ldrsw x0, [x1, #4]
ldur x0, [x1, #-8]
ldr x0, .Ltgt
ldr q0, .Ltgt
ldr x0, =0x123456789
str x0, [sp, #-16]!
strb wzr, [x0], #1
stp x29, x30, [sp, #-32]!
ldp x29, x30, [sp], #32
ldp q0, q1, [x0, #32]
ldpsw x0, x1, [x2]
stnp d0, d1, [x0]
ldxr x0, [x1]
stxr w2, x0, [x1]
ldaxp x0, x1, [x2]
stlxr w3, w0, [x1]
ldar w0, [x1]
stlr x0, [x1]
ldapr x0, [x1]
prfm pldl1keep, [x0, #64]
prfm pstl2strm, [x0, x1]
prfum plil3keep, [x0, #-1]
b .Ltgt
bl foo
bl foo@PLT
br x16
blr x8
ret
ret x1
b.eq .Ltgt
b.hs .Ltgt
cbz w0, .Ltgt
cbnz x0, .Ltgt
tbz x0, #63, .Ltgt
tbnz w0, #0, .Ltgt
nop
yield
isb
dmb ish
dmb ishld
dsb sy
dsb nsh
hint #34
bti c
bti j
mrs x0, tpidr_el0
msr tpidr_el0, x0
mrs x0, cntvct_el0
mrs x1, fpcr
msr fpsr, x1
msr daifset, #2
dc civac, x0
dc zva, x0
ic ivau, x0
svc #0
brk #0x3e8
clrex
sevl
wfe
fadd s0, s1, s2
fadd d0, d1, d2
fadd h0, h1, h2
fmadd d0, d1, d2, d3
fnmsub s0, s1, s2, s3
fsqrt d0, d1
fabs s0, s1
fneg d0, d1
fcmp d0, #0.0
fcmpe s0, s1
fccmp d0, d1, #0, ne
fcsel s0, s1, s2, gt
fmov d0, x1
fmov x0, d1
fmov s0, #1.0
fmov d0, #-2.5
fmov v0.d[1], x0
fcvt s0, d1
fcvt h0, s1
fcvtzs w0, d1
fcvtzu x0, s1, #4
scvtf d0, x1
ucvtf s0, w1
frintm d0, d1
frinta s0, s1
fmaxnm d0, d1, d2
ldr d0, [x0, #8]
str s0, [x0, x1, lsl #2]
ldp d8, d9, [sp, #16]
add v0.4s, v1.4s, v2.4s
add d0, d1, d2
fmla v0.2d, v1.2d, v2.d[1]
fmul v0.4s, v1.4s, v2.s[3]
mul v0.8h, v1.8h, v2.h[7]
mla v0.16b, v1.16b, v2.16b
movi v0.2d, #0
movi v0.4s, #0xff, lsl #8
movi v0.16b, #0x80
mvni v0.4h, #1
fmov v0.4s, #1.0
dup v0.4s, w0
dup v0.2d, v1.d[1]
mov v0.16b, v1.16b
mov v0.s[1], w2
mov w0, v1.s[2]
umov w0, v1.b[3]
smov x0, v1.h[1]
ins v0.d[0], v1.d[1]
ext v0.16b, v1.16b, v2.16b, #8
zip1 v0.4s, v1.4s, v2.4s
uzp2 v0.8b, v1.8b, v2.8b
trn1 v0.2d, v1.2d, v2.2d
tbl v0.16b, {v1.16b, v2.16b}, v3.16b
tbx v0.8b, {v1.16b}, v2.8b
ld1 {v0.4s}, [x0]
ld1 {v0.4s, v1.4s}, [x0], #32
ld1 {v0.16b-v3.16b}, [x0], x2
ld1 {v0.s}[1], [x0]
ld1r {v0.4s}, [x0]
ld2 {v0.8h, v1.8h}, [x0]
ld3 {v0.4s, v1.4s, v2.4s}, [x0], #48
ld4 {v0.16b, v1.16b, v2.16b, v3.16b}, [x0]
st1 {v0.2d}, [x0], #16
st2 {v0.4s, v1.4s}, [x1]
st4 {v0.b, v1.b, v2.b, v3.b}[15], [x0]
addv s0, v1.4s
uaddlv h0, v1.16b
fmaxv s0, v1.4s
saddl v0.4s, v1.4h, v2.4h
uaddw2 v0.8h, v1.8h, v2.16b
sqadd v0.16b, v1.16b, v2.16b
uqsub h0, h1, h2
sqrdmulh v0.4s, v1.4s, v2.s[0]
shl v0.2d, v1.2d, #3
sshr v0.4s, v1.4s, #31
ushr d0, d1, #1
sri v0.8h, v1.8h, #4
shrn v0.8b, v1.8h, #4
sqrshrun2 v0.16b, v1.8h, #3
xtn v0.2s, v1.2d
uxtl v0.8h, v1.8b
sxtl2 v0.2d, v1.4s
cmeq v0.4s, v1.4s, #0
cmhi v0.2d, v1.2d, v2.2d
fcmge v0.4s, v1.4s, #0.0
bsl v0.16b, v1.16b, v2.16b
bif v0.8b, v1.8b, v2.8b
cnt v0.16b, v1.16b
rev64 v0.4s, v1.4s
addp v0.2d, v1.2d, v2.2d
faddp s0, v1.2s
fcvtn v0.4h, v1.4s
fcvtl2 v0.2d, v1.4s
scvtf v0.4s, v1.4s
frecpe v0.4s, v1.4s
frsqrts v0.2d, v1.2d, v2.2d
urecpe v0.2s, v1.2s
sdot v0.4s, v1.16b, v2.4b[1]
udot v0.2s, v1.8b, v2.8b
aese v0.16b, v1.16b
aesmc v0.16b, v0.16b
aesd v0.16b, v1.16b
aesimc v0.16b, v1.16b
sha1c q0, s1, v2.4s
sha1h s0, s1
sha256h q0, q1, v2.4s
sha256su0 v0.4s, v1.4s
pmull v0.1q, v1.1d, v2.1d
pmull2 v0.8h, v1.16b, v2.16b
crc32cx w0, w1, x2
crc32b w0, w0, w1
eor3 v0.16b, v1.16b, v2.16b, v3.16b
# LSE atomics (need +lse: regen adds -mattr=+all where the default rejects)
casal x0, x1, [x2]
cas w0, w1, [x2]
casp x0, x1, x2, x3, [x4]
casalb w0, w1, [x2]
ldadd w0, w1, [x2]
ldaddal x0, x1, [x2]
ldclrl w0, w1, [x2]
ldseta x0, x1, [x2]
ldeorh w0, w1, [x2]
ldumax x0, x1, [sp]
ldsminalb w0, w1, [x2]
stadd w0, [x1]
stsetl x0, [x1]
swp x0, x1, [x2]
swpal w0, w1, [x2]
# pointer authentication
paciasp
autiasp
pacibsp
pacia x0, x1
autib x0, sp
pacga x0, x1, x2
xpaci x0
retaa
braa x0, x1
blraaz x16
ldraa x0, [x1, #8]
ldrab x0, [x1, #-16]!
# FP16, BF16, RCpc, flag manipulation
fmla v0.8h, v1.8h, v2.h[3]
fcvtzs w0, h1
bfdot v0.4s, v1.8h, v2.8h
bfcvt h0, s1
ldapur x0, [x1, #-8]
cfinv
rmif x0, #3, #2
setf8 w0
frint32z d0, d1
# SVE / SVE2
ptrue p0.s
ptrue p0.b, vl8
whilelo p0.d, x0, x1
whilelt p1.s, w0, w1
ld1w {z0.s}, p0/z, [x0, x1, lsl #2]
ld1d {z0.d}, p0/z, [x0, #1, mul vl]
ld1b {z0.b}, p0/z, [x0]
ld1sw {z0.d}, p1/z, [x0, z1.d, lsl #2]
ld1rw {z0.s}, p0/z, [x0, #4]
ldff1d {z0.d}, p0/z, [x0, x1, lsl #3]
ld2d {z0.d, z1.d}, p0/z, [x0]
st1w {z0.s}, p0, [x0, x1, lsl #2]
st1d {z0.d}, p0, [x0, z1.d, lsl #3]
ldr z0, [x0, #1, mul vl]
str p0, [x0]
fmla z0.s, p0/m, z1.s, z2.s
fmad z0.d, p0/m, z1.d, z2.d
fadd z0.s, z1.s, z2.s
fadd z0.d, p0/m, z0.d, #0.5
add z0.d, z0.d, #1
mul z0.s, p0/m, z0.s, z1.s
sdot z0.s, z1.b, z2.b
movprfx z0, z1
movprfx z0.s, p0/z, z1.s
mov z0.d, x0
mov z0.s, #0
mov z0.d, p0/m, z1.d
dup z0.b, w0
sel z0.s, p0, z1.s, z2.s
cmpeq p1.s, p0/z, z0.s, #0
cmphi p1.b, p0/z, z0.b, z1.b
incd x0
incw x0, all, mul #2
cntb x0
cntp x0, p0, p1.b
addvl sp, sp, #-2
rdvl x0, #1
faddv d0, p0, z0.d
uaddv d0, p0, z0.b
lsl z0.s, z1.s, #3
lsr z0.d, p0/m, z0.d, z1.d
and z0.d, z0.d, #0xff
index z0.s, #0, #1
index z0.d, x0, x1
punpklo p0.h, p1.b
brkb p0.b, p1/z, p2.b
pfirst p0.b, p1, p0.b
ptest p0, p1.b
compact z0.s, p0, z1.s
splice z0.b, p0, z0.b, z1.b
tbl z0.d, {z1.d}, z2.d
uzp1 z0.s, z1.s, z2.s
fcvtzs z0.s, p0/m, z1.s
scvtf z0.d, p0/m, z1.s
prfw pldl1keep, p0, [x0, x1, lsl #2]
saddlb z0.h, z1.b, z2.b
sqxtnb z0.h, z1.s
histcnt z0.s, p0/z, z1.s, z2.s
match p0.b, p1/z, z0.b, z1.b
eor3 z0.d, z0.d, z1.d, z2.d
bsl z0.d, z0.d, z1.d, z2.d
whilerw p0.s, x0, x1
ldnt1b {z0.d}, p0/z, [z1.d, x0]
# SME (streaming mode switches)
smstart
smstop
smstart sm
# lines meant to fail
add x0, x1
add x0, x1, #5000
ldr x0, [x1, #3]
mov x0, #0x12345
b.xx .Ltgt
ld1 {v0.4s, v2.4s}, [x0]
fadd v0.4s, v1.4s, v2.2d
ldp x0, x1, [x2, #1024]
msr nosuchreg_el1, x0
add w0, w1, x2
movk x0, #1, lsl #8
lsl x0, x1, #64
fmov d0, #0.1
ld1w {z0.s}, p8/z, [x0]
ptrue p0.q
foo x0
