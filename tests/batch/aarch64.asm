nop; ldr	x2, [x0, #96]; ldr	x0, [x0, #24]; sub	x0, x1, x0
ldp	w1, w2, [sp, #180]; ldr	w3, [sp, #188]
stp	x29, x30, [sp, #-64]!; mov	x29, sp; stp	x19, x20, [sp, #16]; add	x20, x0, #88; mov	x19, x0; mov	x0, x20; stp	x21, x22, [sp, #32]; adrp	x22, #1204224; str	x23, [sp, #48]; mov	w23, w1
adrp	x16, #1527808; ldr	x17, [x16, #1776]; add	x16, x16, #1776
add	x19, x21, x21, lsl #1; add	x19, x21, x19, lsl #2; add	x19, x23, x19, lsl #3; sub	x19, x19, #104; ldr	w0, [x19, #16]; add	w1, w0, #1; str	w1, [x19, #16]
mov	w23, w0; cmp	w25, w0
mov	x0, x20; mov	x4, x19; mov	x8, #188                        // =0xbc
adrp	x1, #1339392; ldr	w0, [x1, #3908]; add	w2, w0, #1; add	w0, w0, #4; str	w2, [x1, #3908]
ldrb	w4, [x0, #1]; sub	w2, w4, #48; cmp	w4, #46; and	w2, w2, #0xff; ccmp	w2, #9, #0, ne
adrp	x1, #0; add	x1, x1, #608; add	x0, sp, #128; str	x0, [sp, #96]; stp	x1, xzr, [sp, #128]; adrp	x22, #1269760
adrp	x0, #557056; ldr	x0, [x0, #3520]; mrs	x1, TPIDR_EL0; ldp	x21, x22, [sp, #32]; ldp	x23, x24, [sp, #48]; ldr	w0, [x1, x0]; ldp	x25, x26, [sp, #64]; cmp	w0, #11; cset	w19, ne; sub	w19, w19, #2; ldr	x27, [sp, #80]; mov	w0, w19; ldp	x19, x20, [sp, #16]; ldp	x29, x30, [sp], #96
mov	x3, x1; stp	x29, x30, [sp, #-48]!; mov	w2, #0                          // =0x0; mov	x29, sp; ldp	q0, q1, [x3]; add	x1, sp, #16; stp	q0, q1, [x1]
str	x0, [x26, w25, sxtw #3]; add	w2, w25, #1
stp	x29, x30, [sp, #-64]!; mov	x29, sp; stp	d10, d11, [sp, #32]; fabs	d10, d0; fabs	d11, d1; stp	d8, d9, [sp, #16]; fmov	d8, d1; fcmp	d10, d10
stp	x23, x24, [sp, #48]; str	x27, [sp, #80]
ldrb	w0, [x19]; mov	x0, x22; ldg	x0, [x0]; mov	x22, x0
add	x0, x0, #1; cmp	x6, x0
add	x1, x20, x0; add	x2, sp, #40; mov	x0, x20
cmp	w0, #112; ccmp	x28, x26, #4, eq
str	x0, [x19, #8]; mov	w1, #17                         // =0x11; str	w1, [x19]; ldp	x25, x26, [sp, #64]; ldp	x27, x28, [sp, #80]
ldur	x1, [x19, #-72]; add	x1, x1, #1
add	x0, x4, #1; str	x0, [x29, #752]; strb	wzr, [x4]; ldr	x0, [x29, #752]
adrp	x1, #1503232; ldr	x1, [x1, #112]; add	x1, x1, #16; str	x1, [x0]
stp	x29, x30, [sp, #-80]!; mov	x29, sp; str	q0, [sp, #48]; ldr	x0, [sp, #48]; str	x0, [sp, #16]; str	q1, [sp, #64]; ldr	x0, [sp, #64]; str	x0, [sp, #32]; ldr	x0, [sp, #56]; and	x0, x0, #0x7fffffffffffffff; str	x0, [sp, #24]; ldr	x0, [sp, #72]; ldr	q0, [sp, #16]; and	x0, x0, #0x7fffffffffffffff; str	x0, [sp, #40]; ldr	q1, [sp, #32]
adrp	x3, #851968; adrp	x1, #851968; adrp	x0, #851968; add	x3, x3, #1720; add	x1, x1, #1224; add	x0, x0, #1352; mov	w2, #450                        // =0x1c2; stp	x25, x26, [sp, #64]
ldr	w0, [x29, #160]; mov	w26, #0                         // =0x0
ldr	x22, [x28]; mov	x1, x22
add	x0, x23, x20, lsl #2; cmp	x21, #1
adrp	x16, #1527808; ldr	x17, [x16, #112]; add	x16, x16, #112
ubfx	x3, x1, #32, #8; mov	w0, #3                          // =0x3; and	w3, w3, #0xff
fmul	s2, s2, s3; fmul	s1, s1, s3; fsub	s0, s0, s8; stp	s2, s1, [sp, #48]
fmov	d0, x2; mov	w0, #16383                      // =0x3fff; movk	w0, #16382, lsl #16; fmov	v0.d[1], x3; cmp	w19, w0
ldr	x20, [x19, #136]; str	x21, [x20, #8]; ldr	w0, [x20, #4]; add	w0, w0, #1; str	w0, [x20, #4]; ldp	x2, x3, [x23]; adrp	x21, #409600; add	x21, x21, #3872; mov	x0, x19; adrp	x1, #413696; add	x1, x1, #3488; cmp	x3, #0; csel	x3, x21, x3, eq
mov	w7, #52428                      // =0xcccc; mov	w8, #-1                         // =0xffffffff; movk	w7, #3276, lsl #16; mov	w6, #2147483647                 // =0x7fffffff
ldr	q0, [sp, #64]; add	x20, x20, #3456; add	x21, x21, #1328; add	x20, x20, #1216
mov	x1, x20; adrp	x0, #-4096; add	x2, x0, #3472; mov	x0, x26
add	x0, x25, w23, sxtw; mov	w23, w1
sub	x5, x1, #2
mov	w2, #-1048577                   // =0xffefffff; cmp	w1, w2
ldp	x1, x4, [x0, #16]; cmp	x1, x4
udiv	x2, x2, x24; and	x3, x2, #0xffff; lsr	x2, x2, #16; mul	x3, x3, x0; mul	x2, x2, x0; add	x0, x2, x3, lsr #16; cmp	x4, x0
nop; adrp	x1, #1138688; add	x1, x1, #432; ldr	x0, [x0]; mov	w2, #1                          // =0x1; str	w0, [x1, #64]; str	w2, [x1, #72]
ldr	x22, [x25]; mov	w19, #1                         // =0x1; ldr	x21, [x20, #16]
ldr	x0, [x24]; mov	w1, #4                          // =0x4; ldur	x0, [x0, #-24]; add	x0, x24, x0; ldr	w2, [x0, #32]; orr	w1, w1, w2
cmp	x0, x1; mov	x3, #4611686018427387903        // =0x3fffffffffffffff; ccmp	x2, x3, #0, hs
ldr	x3, [x0, #112]; mov	w2, #0                          // =0x0; ldr	x3, [x3, #200]
fmov	x21, d8; mov	v1.16b, v0.16b; ldr	x24, [sp, #88]; mov	w0, #2146435071                 // =0x7fefffff; lsr	x23, x21, #32; and	x22, x24, #0x7fffffffffffffff; and	w20, w23, #0x7fffffff; mov	w19, w23; cmp	w20, w0
adrp	x0, #225280; add	x0, x0, #1472; ldr	q0, [sp, #112]; ldr	q1, [x0]
stp	x29, x30, [sp, #-96]!; mov	x29, sp; stp	x19, x20, [sp, #16]; mov	x19, x0; mov	w20, w2; stp	x21, x22, [sp, #32]; mov	x21, x1; adrp	x22, #1245184; ldr	x22, [x22, #2008]; stp	x23, x24, [sp, #48]; add	x23, x0, #56; str	xzr, [x0, #8]; add	x0, x22, #16; str	x0, [x19]; mov	x0, x23; stp	xzr, xzr, [x19, #16]; stp	xzr, xzr, [x19, #32]; str	xzr, [x19, #48]
nop; stp	x29, x30, [sp, #-144]!; mov	x29, sp; stp	x19, x20, [sp, #16]; mov	w19, w2; mov	x20, #0                         // =0x0; stp	x21, x22, [sp, #32]; mov	w22, #0                         // =0x0; stp	x23, x24, [sp, #48]; mov	x23, x4; stp	x0, x1, [sp, #112]; ldr	x0, [x4, #8]
stp	x23, xzr, [x19]
movi	v0.4s, #0; str	xzr, [x20, #216]; adrp	x22, #1220608; adrp	x0, #1220608; add	x1, x22, #1272; add	x0, x0, #1312; str	x1, [x19]; mov	x1, #0                          // =0x0; str	x0, [x19, #88]; mov	x0, x20; strh	wzr, [x19, #312]; stp	q0, q0, [x19, #320]
mov	x0, x4; mov	x2, x21; mov	x1, x27
cmp	xzr, x2, lsl #7; mov	w7, #0                          // =0x0; cset	x1, ne; orr	x3, x1, x3, lsr #60; orr	x1, x3, x0, lsl #4; and	x3, x3, #0x7
cmp	x8, #7
stp	x29, x30, [sp, #-80]!; mov	x29, sp; stp	x19, x20, [sp, #16]; mov	x19, x0; adrp	x20, #536576; ldr	x20, [x20, #3024]; stp	x21, x22, [sp, #32]; add	x21, x0, #128; stp	x23, x24, [sp, #48]; mov	w22, w1; mov	x0, x21; adrp	x24, #536576; ldr	x24, [x24, #568]; str	x25, [sp, #64]
ldr	x4, [x19, #48]; mov	x2, x21; mov	x0, x24; mov	x1, #0                          // =0x0; sub	x4, x4, x3
cmp	w21, #3
fmov	s0, #1.00000000; stp	s3, s0, [sp, #80]
ldrb	w0, [x22, #3]; tst	x0, #0xf
str	w5, [sp, #276]
ldr	x3, [x28]; mov	x0, x28; ldr	w1, [x22, x20, lsl #2]; lsl	x23, x20, #2; mov	w2, #0                          // =0x0; add	x26, x22, x23; ldr	x3, [x3, #96]
stp	x29, x30, [sp, #-256]!; mov	x29, sp; stp	x21, x22, [sp, #32]; mov	x22, x8; mov	x21, x1; stp	x23, x24, [sp, #48]; adrp	x24, #602112; ldr	x24, [x24, #864]; stp	x19, x20, [sp, #16]; mov	x19, x0; add	x0, x24, #24; str	x0, [x22], #8; mov	x20, x8; mov	x0, x22
nop; adrp	x5, #1146880; add	x0, x5, #2392; ldrb	w1, [x0, #16]
add	x17, x20, w19, sxtw
mov	x2, x20; mov	x1, x9; mov	x0, x9; str	x9, [sp, #96]
add	x2, x19, x20, lsl #2
ldr	x0, [x20, #136]; str	wzr, [sp, #128]; str	x28, [x0, x25]; ldr	w0, [sp, #132]; add	x25, x25, #8; add	w26, w26, #1; cmp	w21, w0
adrp	x0, #258048; add	x0, x0, #2112; ldr	q1, [x0]
cmp	x6, w0, sxtw
mov	x19, x3; ldr	x3, [x19, #8]; mov	x2, x20; mov	x0, x22; add	x1, x23, x3; cmp	x3, x20
ubfx	x3, x1, #32, #8; mov	w0, #16                         // =0x10; and	w3, w3, #0xff
orr	w1, w25, w28; mov	x5, x19; cmp	w1, #0; mov	w4, w27; cset	w3, ne; mov	x1, x26; mov	w2, w23
stp	x23, x24, [sp, #48]; sub	x20, x3, #1; add	x24, sp, #88; movi	v0.4s, #0; ldrb	w4, [x2]; mov	x1, #1                          // =0x1; stp	q0, q0, [x24]; stp	q0, q0, [x24, #32]; stp	q0, q0, [x24, #64]; stp	q0, q0, [x24, #96]; stp	q0, q0, [x24, #128]; stp	q0, q0, [x24, #160]; stp	q0, q0, [x24, #192]; stp	q0, q0, [x24, #224]; nop; ldrb	w3, [x26, x1]; mov	w0, w4; mov	x4, x3; sub	x0, x3, w0, uxtb #3; and	x0, x0, #0xff; strb	w1, [x24, x0]; add	x1, x1, #1; cmp	x20, x1
str	xzr, [x0]; ldr	x0, [sp, #144]
ldr	d8, [sp, #24]
cmp	w0, #110; mov	w1, #2                          // =0x2; ldp	x29, x30, [sp], #16; mov	w0, #4                          // =0x4; csel	w0, w0, w1, eq
ldr	w26, [x22, x23]
adrp	x16, #1527808; ldr	x17, [x16, #64]; add	x16, x16, #64
cmn	w0, #1; mov	w1, w22; ldr	x0, [x29, #192]; cset	w21, eq; cmp	x0, #0; ccmp	w22, #0, #4, ne
ldr	x1, [x20, #8]; ldr	x0, [sp, #408]; str	x0, [x20, #8]; str	xzr, [sp, #408]
add	x21, sp, #168; mov	x0, x22; mov	x8, x21; mov	x1, x20
eor	w4, w4, #0x1
adrp	x3, #1077248; adrp	x1, #1077248; adrp	x0, #1077248; add	x3, x3, #2344; add	x1, x1, #2296; add	x0, x0, #1392; mov	w2, #924                        // =0x39c
adrp	x3, #1445888; add	x3, x3, #1888; mov	w0, w20; mov	x2, x22; mov	x1, x21; add	x19, x19, #1312; ldr	x20, [x3, #16]
cmp	w0, #0; ccmp	x19, x22, #0, eq
adrp	x0, #253952; add	x0, x0, #1888; ldr	q0, [x0]
ldr	w0, [sp, #128]; sub	w24, w24, w0; add	w19, w24, w19; ldrh	w0, [x20, #12]
adrp	x0, #258048; add	x0, x0, #816; ldr	q0, [sp, #64]; add	x21, x19, #1040; add	x20, x20, #3920; add	x22, x21, #3792; ldr	q1, [x0]
add	x2, x20, x19; mov	x1, x20; stp	x23, x24, [sp, #48]; add	x24, sp, #192; mov	x0, x24; add	x21, sp, #208; add	x19, sp, #224; str	x21, [sp, #192]
ldr	x1, [x19, #160]; lsl	x22, x0, #2; sub	x2, x20, x0; ldr	x0, [x1, #24]; add	x1, x0, x22
mov	x1, x19; mov	x0, x20; ldp	x19, x20, [sp, #16]; mrs	x3, TPIDR_EL0; ldp	x29, x30, [sp], #32; adrp	x2, #655360; ldr	x2, [x2, #3520]; add	x2, x3, x2
ldr	x1, [x20, #376]; ldrb	w2, [x1]
mov	x27, x0; ldr	w12, [sp, #120]; sub	x0, x21, x19; subs	w12, w12, w27; csel	w3, w12, wzr, pl; add	w3, w3, w27; sxtw	x3, w3; cmp	x3, x0
sub	x0, x0, x21; ldp	x21, x22, [sp, #32]; ubfx	x0, x0, #2, #32; str	w0, [x19]; ldp	x19, x20, [sp, #16]; ldp	x29, x30, [sp], #48
adrp	x0, #180224; add	x0, x0, #2048; ldr	q0, [sp, #64]; ldr	q1, [x0]
mov	w27, w0; cmn	w27, #1
adrp	x0, #233472; add	x0, x0, #2976; fmov	d0, #1.00000000; ldp	d3, d4, [x0, #296]; ldr	d2, [x0, #312]; fmul	d1, d1, d3; ldr	d3, [x0, #320]; frinta	d5, d1; fcvtas	x1, d1; fsub	d1, d1, d5; and	x2, x1, #0x1f; fmadd	d2, d4, d1, d2; fmadd	d0, d3, d1, d0; fmul	d1, d1, d1; ldr	x0, [x0, x2, lsl #3]; add	x1, x0, x1, lsl #47; fmadd	d0, d2, d1, d0; fmov	d1, x1; fmul	d0, d0, d1; fcvt	s0, d0
ldr	x26, [x21, #24]; mov	x0, x25
add	x1, x25, #3720; mov	w2, #1                          // =0x1; str	w2, [x1, #16]
mov	x21, x0; cmp	x0, x22
mov	x3, x4; ldrb	w2, [x3], #1; ands	w0, w2, #0xc0
adrp	x0, #233472; add	x0, x0, #1408; ldr	q2, [x0]; ldr	q0, [sp, #112]; str	q0, [sp, #96]; adrp	x0, #192512; add	x0, x0, #2112; ldr	q0, [x0]; ldr	x0, [sp, #104]
ldp	x3, x4, [sp, #128]; ldr	x2, [sp, #160]; ldr	w10, [sp, #152]; ldr	w18, [sp, #248]
ldr	w1, [x20]; and	w1, w1, #0x80; mov	w0, #129                        // =0x81; mov	x2, #1                          // =0x1; eor	w1, w1, w0; mov	x3, #0                          // =0x0; mov	x0, x19; mov	x8, #98                         // =0x62
add	w2, w3, #1; add	w0, w0, w2; cmp	w21, #1
ldrb	w0, [x21, #73]; cmp	w0, w20
ldrb	w0, [x24, x19]
ldr	w1, [x23]; mov	x21, x20; stp	x27, x3, [sp, #128]; mov	x20, x19; ldr	w26, [sp, #120]; stp	x10, x24, [sp, #144]; mov	w27, w2; mov	x24, x18; str	x18, [sp, #248]; ldr	x19, [sp, #168]
ldr	w0, [x22, #20]; add	w0, w0, #1; str	w0, [x22, #20]; mov	x0, x19; mov	w1, #0                          // =0x0
add	x5, x1, w4, sxtw; mov	w4, w6; ldr	x5, [x5]
mov	x26, x0; mov	x0, x25
add	w2, w2, #1; mov	x23, x1; ldrb	w0, [x1, #1]!
adrp	x1, #1220608; ldr	x1, [x1, #1184]; add	x0, x19, #80; adrp	x2, #1220608; ldr	x2, [x2, #1416]; add	x3, x1, #104; movi	v0.4s, #0; add	x4, x1, #24; add	x2, x2, #16; add	x1, x1, #64; str	x4, [x19]; add	x21, x19, #24; stp	x1, x2, [x19, #16]; str	x3, [x19, #104]; stp	q0, q0, [x19, #32]; str	q0, [x19, #64]
mov	w5, #76                         // =0x4c
sub	w0, w19, #87
mrs	x27, TPIDR_EL0; adrp	x0, #659456; ldr	x0, [x0, #3520]; mov	w1, #128                        // =0x80; str	w1, [sp, #140]; add	x27, x27, x0
ldr	w3, [sp, #108]; cmp	w3, #0; ccmp	x27, x20, #4, ne
movi	v1.2d, #0000000000000000; ldr	q0, [sp, #112]; str	x2, [sp, #160]; str	x3, [sp, #176]
ldr	x2, [x21, #64]; add	x1, x19, #8; cmp	x1, x2
ldr	w22, [x20]; cmp	w22, #64
ldr	x1, [x1, #8]; ldrb	w1, [x1]; cmp	w1, #62
ldr	x1, [x21]; mov	x0, x21; ldr	x2, [sp, #144]; ldr	x4, [x1, #88]; ldr	x3, [x2]; ldr	x1, [sp, #112]; add	x2, x1, x23
mov	w2, w7; mov	x0, x19; mov	w1, #32                         // =0x20; str	x2, [sp, #152]; str	w7, [sp, #256]; str	w11, [sp, #264]; str	x9, [sp, #272]
adrp	x16, #1527808; ldr	x17, [x16, #3600]; add	x16, x16, #3600
adrp	x16, #1531904; ldr	x17, [x16, #2384]; add	x16, x16, #2384
mov	w0, #1                          // =0x1; str	w0, [x24, #16]; str	xzr, [x24, #24]
ldr	x23, [x29, #192]; add	x20, x20, #1; ldp	x0, x1, [x23, #16]; cmp	x0, x1
add	x21, sp, #56; mov	x20, x0; adrp	x1, #258048; mov	x0, x21; add	x2, sp, #48; add	x1, x1, #408
stp	x29, x30, [sp, #-32]!; mov	x29, sp; ldr	w2, [x0, #4]; stp	x19, x20, [sp, #16]; mov	x20, x0; ldr	x0, [x0, #8]; cmp	w2, #0
mov	x0, x22; add	x1, sp, #216; str	x3, [sp, #120]
ldr	x0, [x20, #16]; mov	x1, #-1                         // =0xffffffffffffffff; ldr	x22, [x0, #40]
ldp	x0, x1, [x25, #16]; cmp	x0, x1
add	x23, x24, #100; mov	x0, x23
cmp	w13, w18
str	w17, [sp, #112]; subs	w5, w5, w12
ldr	x3, [x19]; mov	x1, x25; mov	x2, x21; mov	x0, x19; ldr	x3, [x3, #96]
ldr	x1, [x0]; mov	x0, x19
mov	w2, w23; mov	x0, x20
ldrb	w6, [x7, x0]; add	x1, x5, x6, lsl #3; lsl	x6, x6, #3; ldrb	w8, [x1, #4]
ldr	w1, [x21]; and	w1, w1, #0x80; mov	x0, x19; mov	w20, w22
ldp	x19, x20, [sp, #16]; mov	x5, x24; ldp	x21, x22, [sp, #32]; mov	w6, w18; ldp	x23, x24, [sp, #48]; mov	x1, x15; ldp	x25, x26, [sp, #64]; mov	x0, x14; ldp	x27, x28, [sp, #80]; mov	x16, x11; ldp	x29, x30, [sp], #240; mov	x4, #0                          // =0x0; mov	x3, #0                          // =0x0; mov	x2, #0                          // =0x0
sub	w0, w2, #1; cmp	w0, #254
movk	w0, #48969, lsl #16
adrp	x3, #729088; ldr	x3, [x3, #2680]; mov	w10, #34079                     // =0x851f; sub	w0, w0, #1; movk	w10, #20971, lsl #16; mov	w9, #100                        // =0x64; mov	w8, #9999                       // =0x270f; umull	x4, w19, w10; sub	w5, w0, #1; mov	w6, w19; lsr	x4, x4, #37; msub	w1, w4, w9, w19; mov	w19, w4; lsl	w1, w1, #1; add	w7, w1, #1; ldrb	w4, [x3, w1, uxtw]; ldrb	w1, [x3, w7, uxtw]; strb	w1, [x22, w0, uxtw]; sub	w0, w0, #2; strb	w4, [x22, w5, uxtw]; cmp	w6, w8
sub	sp, sp, #32; mov	w7, #8800                       // =0x2260; mov	w6, w7; stp	x29, x30, [sp, #16]; add	x29, sp, #16; str	wzr, [sp]
adrp	x0, #245760; add	x0, x0, #3152; ldr	q0, [sp, #64]; add	x20, x20, #3456; add	x21, x21, #3184; add	x20, x20, #3024; ldr	q1, [x0]
ldp	x8, x13, [x11]; mov	x1, x10; mov	x0, x9; cmp	x13, x8
adrp	x3, #466944; ldr	x3, [x3, #3520]; mrs	x4, TPIDR_EL0; ldr	w0, [x22, #1168]; mov	w5, #3                          // =0x3; mov	w6, #2                          // =0x2; stp	xzr, xzr, [sp, #56]; add	x2, sp, #56; mov	w1, #7                          // =0x7; str	w5, [x4, x3]; strh	w6, [sp, #56]; stp	xzr, xzr, [sp, #72]
stp	x29, x30, [sp, #-48]!; adrp	x0, #278528; add	x0, x0, #4080; mov	x29, sp; str	q0, [sp, #32]; ldr	q1, [x0]; ldr	x0, [sp, #32]; str	x0, [sp, #16]; ldr	x0, [sp, #40]; and	x0, x0, #0x7fffffffffffffff; str	x0, [sp, #24]; ldr	q0, [sp, #16]
adrp	x0, #802816; add	x0, x0, #1528
ldr	w19, [x23, x22]; adrp	x0, #630784; add	x1, sp, #88; add	x0, x0, #2504
cmp	w3, w5
adrp	x0, #626688; add	x0, x0, #40
ldr	w0, [sp, #108]; cmp	w27, w0
mov	w0, #1                          // =0x1; str	w0, [x20, #48]; mov	x0, x19; mov	w1, #1                          // =0x1
adrp	x16, #1527808; ldr	x17, [x16, #2928]; add	x16, x16, #2928
adrp	x0, #815104; add	x0, x0, #3456; ldp	w2, w1, [x19, #28]; orr	w1, w1, #0x1; str	w1, [x19, #32]; tst	w1, w2
ldp	x21, x22, [sp, #32]; mov	x0, x19; ldp	x19, x20, [sp, #16]; ldp	x23, x24, [sp, #48]; ldp	x25, x26, [sp, #64]; ldp	x29, x30, [sp], #112
mov	w0, #0                          // =0x0; str	w1, [x2]
add	w1, w1, w3; ldrb	w20, [x4, w1, sxtw]
adrp	x16, #1523712; ldr	x17, [x16, #4032]; add	x16, x16, #4032
mov	x1, x19; mov	x23, #1                         // =0x1; sub	x1, x19, x1; adrp	x24, #774144; ldr	x24, [x24, #3504]; mrs	x25, TPIDR_EL0; sub	w1, w22, w1; mov	x2, x20; mov	x0, x19; movk	x23, #8, lsl #32; str	x27, [sp, #80]; mov	w27, #47                        // =0x2f
subs	w20, w20, #1
cmp	w22, #0; mov	w0, #2147483647                 // =0x7fffffff; csel	w0, w22, w0, gt; str	w22, [x29, #152]; mov	x22, x24; mov	x24, x20; mov	w26, #0                         // =0x0; str	w0, [x29, #144]; str	x19, [x29, #168]; ldr	w1, [x29, #144]; sub	x19, x21, x20; mov	x28, x20; str	x24, [x29, #200]; mov	x24, x20; mov	x20, x19; mov	w19, w1; ldrb	w0, [x28]; add	x21, x28, x20; cmp	w0, w25
ldr	w0, [sp, #176]; and	w1, w0, #0x2; str	w1, [sp, #180]
mov	x22, x1; mov	x4, #0                          // =0x0; stp	x9, x11, [sp, #112]
adrp	x0, #757760; ldr	x0, [x0, #3576]; ldr	x0, [x0]
and	x1, x0, #0xfffffffffffffffc; mov	w2, #48                         // =0x30; ldr	w0, [x1]; smaddl	x0, w0, w2, x1; add	x0, x0, #8
ldr	x1, [x28]; sub	x26, x1, #24; cmp	x26, x24
stp	x29, x30, [sp, #-48]!; mov	x29, sp; str	x21, [sp, #32]; mov	x21, x1; stp	x19, x20, [sp, #16]; mov	x19, x0; add	x20, x0, #8; ldp	x0, x3, [x21, #8]; mov	x1, #0                          // =0x0; ldur	x2, [x0, #-24]; str	x0, [x19]; add	x0, x19, x2; str	x3, [x19, x2]
ldr	x0, [x22, #216]; str	x0, [x20, #216]; ldrh	w1, [x22, #224]; add	x24, x19, #16; adrp	x0, #913408; ldr	x0, [x0, #2280]; strh	w1, [x19, #344]; str	xzr, [x22, #216]; add	x1, x21, #16; str	xzr, [x20, #232]; add	x3, x0, #24; add	x2, x0, #64; str	xzr, [x21, #8]; str	x3, [x19]; mov	x0, x24; str	x2, [x19, #120]
mov	w19, #0                         // =0x0; str	q0, [sp, #256]; movi	v0.2d, #0000000000000000; str	q0, [sp, #32]; nop; mov	w0, w19
mov	x0, x19; mov	w1, #73                         // =0x49
orr	x3, x3, #0x2; mov	x2, #2                          // =0x2; eor	w9, w10, w11; sub	x3, x3, #2; and	w9, w9, #0xff; cmp	x3, #12
stp	x29, x30, [sp, #-48]!; mov	x29, sp; stp	x21, x22, [sp, #32]; adrp	x22, #1253376; ldr	x22, [x22, #3840]; stp	x19, x20, [sp, #16]; ldr	x19, [x22]; ldr	w0, [x19]
nop; mov	x8, #52                         // =0x34
stp	x29, x30, [sp, #-48]!; mov	x29, sp; str	x19, [sp, #16]; mov	x19, x0; ldr	x0, [x0, #16]; str	x1, [sp, #40]
ldr	x0, [x19]; cmp	x27, x0
ldr	x13, [x29, #56]
ldr	x0, [x22, #256]
ldp	x19, x20, [sp, #16]; fcmp	s0, s0
mov	x2, x22
str	x20, [x0]; str	x0, [x19]; mov	x1, #1                          // =0x1; add	x0, x5, #16; str	x1, [x5, #8]
mov	w24, #0                         // =0x0; nop; ldr	x0, [x19, #208]; add	x7, sp, #72; add	x6, x5, x22; add	x4, x19, #232; add	x1, x19, #140; ldr	x8, [x0]; ldr	x8, [x8, #32]
ldr	x0, [x21]; sub	x1, x0, #24; ldur	x2, [x0, #-24]; str	w28, [x0, x2, lsl #2]; cmp	x1, x26
adrp	x1, #966656; ldr	x1, [x1, #3912]; ldr	x0, [x1, w0, sxtw #3]; str	x0, [x29, #128]
mov	x3, x23; mov	x2, x27; mov	x1, x19; mov	x0, x25
and	w1, w1, #0xff; strb	w1, [x0]; add	x0, x0, x8; add	sp, sp, #32
ldur	x2, [x0, #-24]; add	x0, x0, x2; cmp	x0, x1; cset	w0, lo
mov	w0, #-2097                      // =0xfffff7cf; and	w0, w21, w0; orr	w0, w0, #0x20; mov	x27, #0                         // =0x0; str	w0, [x29, #128]; nop; ldr	x0, [x29, #184]; lsl	x6, x27, #3; ldr	x7, [x20]; mov	x5, x26; ldr	x1, [x0, x27, lsl #3]; mov	x4, x20; ldr	w2, [x29, #128]; mov	x3, x24; mov	x0, x19; str	x6, [x29, #120]; str	x7, [x29, #152]
adrp	x1, #1142784; ldr	x1, [x1, #1160]; add	x1, x1, #16; str	x1, [x0]
adrp	x16, #1527808; ldr	x17, [x16, #1456]; add	x16, x16, #1456
ldr	x0, [x22, #32]; ldr	x1, [sp, #104]; orr	x0, x0, #0x3; ldp	x23, x24, [sp, #48]; ldp	x27, x28, [sp, #80]; stp	x0, x1, [x22, #32]; ldr	x1, [x25, #32]; ldr	w0, [x1]; add	w0, w0, #1; str	w0, [x1]
stp	x29, x30, [sp, #-80]!; mov	x29, sp; stp	x19, x20, [sp, #16]; mov	x19, x1; stp	x23, x24, [sp, #48]; mov	x23, x0; ldrb	w20, [x3]; sub	w0, w20, #1; and	w0, w0, #0xff; cmp	w0, #253
adrp	x21, #1196032; ldr	x21, [x21, #1472]; sub	x20, x1, #24; cmp	x20, x21
sub	w23, w1, #1; cmp	w19, w23
adrp	x0, #1413120; ldr	x0, [x0, #3520]; mrs	x1, TPIDR_EL0; mov	w2, #22                         // =0x16; str	w2, [x1, x0]; mov	x0, #0                          // =0x0
ldr	w0, [x19, #12]; mov	w3, #-2147483648                // =0x80000000; cmp	w0, w3
adrp	x3, #1159168; adrp	x1, #1159168; adrp	x0, #1159168; add	x3, x3, #3448; add	x1, x1, #3344; add	x0, x0, #3360; mov	w2, #310                        // =0x136
lsr	x1, x0, #4; mov	x3, #0                          // =0x0; orr	x1, x1, #0x800000000000; lsl	x2, x0, #60; fmov	d0, x2; mov	x5, #2251799813685247           // =0x7ffffffffffff; bfxil	x3, x1, #0, #48; orr	x3, x3, #0x7fff000000000000; bfi	x3, x4, #63, #1; fmov	v0.d[1], x3; cmp	x0, x5
adrp	x3, #270336; adrp	x1, #270336; adrp	x0, #270336; add	x3, x3, #3584; add	x1, x1, #3664; add	x0, x0, #3720; mov	w2, #99                         // =0x63
adrp	x19, #684032; ldr	x3, [x19, #2064]
mov	x0, x21; mov	x1, #0                          // =0x0
ldr	x0, [x0, #8]; str	w1, [x29, #152]
ldr	x1, [x20]; mov	x24, x28; mov	x0, x20; ldr	x1, [x1, #80]
ldr	w0, [sp, #96]; sub	x7, x7, #4; mov	x3, #4                          // =0x4; cmp	w0, #16; csinc	x24, x3, xzr, eq; ldr	w0, [x7]
sub	x0, x5, x23; cmp	x0, #1
sub	x0, x20, x22; cmp	x0, #1
fsqrt	d9, d8; adrp	x0, #229376; ldr	d0, [x0, #1016]; fmul	d11, d11, d0; fdiv	d0, d11, d9; ldp	d10, d11, [sp, #48]
sxtw	x6, w0; ldr	x5, [x24]; mov	x1, x25; ldp	x2, x3, [x22]; mul	x6, x6, x28; ldr	x8, [x5, #16]; add	x4, x6, #16; and	x4, x4, #0xfffffffffffffff0; mov	x7, x27; sub	sp, sp, x4; mov	x0, x24; mov	x28, sp; mov	x4, x26; add	x6, x28, x6; add	x3, x2, x3, lsl #2; mov	x5, x28
mov	w4, #48                         // =0x30; smaddl	x0, w0, w4, x1; add	x1, x0, #8; ldur	x0, [x1, #-16]; and	w0, w0, #0x3; cmp	w0, #3
str	q0, [sp, #112]; ldr	q0, [sp, #64]; ldr	q1, [sp, #96]
add	x0, x27, x25; str	x25, [x27]; str	wzr, [x27, #16]; strb	wzr, [x0, #24]; ldr	x27, [sp, #80]
ubfx	x3, x1, #32, #8; and	w3, w3, #0xff; add	w0, w3, w0; cmp	w4, #1
cmp	w19, #42
add	x22, sp, #120; mov	x0, #48                         // =0x30
ldr	w1, [x19, #116]; and	w1, w1, #0xffffffdf; str	w1, [x19, #116]
adrp	x3, #770048; mov	x0, #8                          // =0x8; mov	w2, #2                          // =0x2; mov	x1, #1                          // =0x1; ldr	x10, [x3, #2592]; strb	w2, [x29, #55]; stp	x12, x1, [x29, #112]; sxtw	x11, w20; stp	x21, x0, [x29, #128]; str	x0, [x29, #768]; str	x0, [x29, #784]; str	x0, [x29, #800]; str	x0, [x29, #816]; str	x0, [x29, #832]; str	x0, [x29, #848]; str	x0, [x29, #864]; str	x0, [x29, #880]
adrp	x1, #1097728; ldr	x1, [x1, #3696]; ldr	x0, [x1, #112]; ldrb	w2, [x1, #126]; lsr	x1, x0, #24; cmp	x1, #65
mov	x2, x1; adrp	x0, #368640; adrp	x1, #385024; add	x0, x0, #2296; add	x1, x1, #1240
ldrb	w2, [x21, #32]; mov	w3, w2
add	x21, x21, #1; str	w0, [x23]; cmp	x19, x21
add	x0, x1, #2; cmp	x27, x0
ldr	w0, [sp, #64]; cmp	w0, #1
ldp	x21, x22, [sp, #32]; ldr	x25, [sp, #64]; str	x23, [x20, #232]; ldp	x19, x20, [sp, #16]; ldp	x23, x24, [sp, #48]; ldp	x29, x30, [sp], #80
str	d0, [sp, #64]; add	x0, sp, #32
ldp	x2, x0, [x19, #40]; ldrb	w1, [x19, #178]; sub	x0, x0, x2; asr	x0, x0, #2
mov	w0, #0                          // =0x0; cmp	w19, #10
mov	x1, x22; mov	w0, #1                          // =0x1
ldr	x21, [sp, #320]; nop; ldr	x0, [sp, #328]; ldr	x22, [sp, #344]; cmp	x0, x21
ldr	x5, [x24]; mov	w0, w4; lsr	x4, x3, x4; and	w20, w4, #0x1; and	w3, w5, #0x1
str	q0, [sp, #80]; adrp	x0, #196608; add	x0, x0, #48; ldr	q0, [sp, #64]; ldr	q1, [x0]
mov	x1, x20; mov	w0, #2                          // =0x2; stp	x23, x24, [sp, #48]
ldr	x1, [sp, #104]; str	x26, [x20, x28]
add	x21, x19, #208; mov	x1, x22; mov	x0, x21
ldp	x29, x30, [sp]; mov	w0, w19; ldp	x19, x20, [sp, #16]; ldp	x21, x22, [sp, #32]; ldp	x23, x24, [sp, #48]; ldp	x25, x26, [sp, #64]; ldr	x27, [sp, #80]; add	sp, sp, #1200
nop; mov	w3, w19; mov	x1, x24; mov	x4, x20; mov	x2, x23
cmp	x22, x1
str	wzr, [x19]; str	x0, [x19, #8]; ldp	x19, x20, [sp, #16]; ldp	x21, x22, [sp, #32]; ldp	x23, x24, [sp, #48]; ldp	x25, x26, [sp, #64]; ldp	x27, x28, [sp, #80]; ldp	x29, x30, [sp], #496
sub	x1, x1, #8; ldar	w0, [x1]; ldr	x1, [sp, #192]; cmp	w0, #0; cset	w0, gt; sub	x2, x1, #24
stp	x29, x30, [sp, #-32]!; mov	w2, #255                        // =0xff; mov	x29, sp; stp	x19, x20, [sp, #16]; mov	x19, x0; mov	x20, x1
mov	w10, w21; mov	w5, w24; mov	w26, #8                         // =0x8; ldr	x0, [x29, #560]
ldr	w1, [x20, #76]; cmp	w1, w19
ldrb	w1, [x19, #2]; mov	x0, #2                          // =0x2; ldrb	w1, [x3, x1]
mov	x2, x25; mov	x1, x24
tst	w0, #0xff; ldr	x14, [x29, #272]
ubfiz	x4, x19, #1, #8; ldrh	w4, [x3, x4]
mov	x25, x0; mov	x2, x21; add	x3, sp, #104; add	x1, sp, #80
ldr	x1, [x21]; str	x3, [sp, #96]; str	w5, [sp, #112]; mov	x0, x21; ldr	x1, [x1, #80]
cmp	w1, #16; cset	w3, eq; lsl	w3, w3, #3; ldr	w1, [x2, #24]; mov	w4, #-75                        // =0xffffffb5; and	w1, w1, w4; orr	w1, w1, w3; str	w1, [x2, #24]
mov	x19, x0; add	x0, sp, #168
ldr	x1, [x21, #16]; str	x23, [x24, x20, lsl #3]
mov	w28, #1                         // =0x1; mov	w25, w28; str	xzr, [x29, #192]
add	w0, w0, w2, lsl #1; cmp	w0, w3; csel	w0, w0, w3, le; sub	w21, w0, #48
ldr	x2, [sp, #144]; cmp	w0, #0; cset	w19, eq; mov	w1, #0                          // =0x0; orr	w19, w19, w1; mov	w22, #0                         // =0x0; cmp	w28, #458
add	w19, w19, w20; str	w19, [sp, #288]; cmp	w19, w23; ccmp	w19, w21, #0, ge
ldrb	w1, [x2, #2]; ldrb	w2, [x25, #1]; cmp	w1, #58
ldp	x29, x30, [sp, #16]; mov	x7, x21; ldp	x21, x22, [sp, #48]; mov	x6, x1; mov	x1, x2; mov	x2, x20; ldp	x19, x20, [sp, #32]; str	x8, [sp, #112]; ldr	x8, [x9, #16]; add	sp, sp, #112; mov	x16, x8
ldrb	w0, [x19, #228]; ldr	w21, [x20, #224]
ldr	x0, [sp, #128]; str	xzr, [x0]; ldr	x0, [sp, #104]; ldr	x22, [x0, #8]; cmp	w21, #1
mov	x10, x3; mov	w11, #0                         // =0x0; mov	w0, #0                          // =0x0
ldrb	w0, [x26, #33]; cmp	w0, w21
adrp	x1, #1249280; ldr	x1, [x1, #3520]; adrp	x0, #1228800; adrp	x2, #1228800; add	x0, x0, #2456; add	x2, x2, #2536; stur	x2, [x19, #-16]; str	x0, [x19]; add	x1, x1, #16; str	xzr, [x20, #8]; add	x0, x19, #88; str	x1, [x19, #88]
ldr	q0, [sp, #48]; add	x0, sp, #100; str	wzr, [x19]; stp	xzr, xzr, [sp, #80]
str	d12, [sp, #24]; fmov	s12, #0.50000000; fcmpe	s8, s12
ldrb	w1, [x20, #56]; mov	w0, #0                          // =0x0; ldr	x21, [sp, #32]; orr	w1, w1, #0x8; strb	w1, [x20, #56]; ldp	x19, x20, [sp, #16]; ldp	x29, x30, [sp], #48
strb	w24, [x0], #1; mov	x1, x27
mov	w1, #10                         // =0xa
ldr	q1, [sp, #48]; str	q0, [sp, #48]; mov	v0.16b, v1.16b
sub	w3, w2, #49; and	w3, w3, #0xff; cmp	w3, #4
ldr	w0, [x29, #260]; cmp	w0, #102
add	x3, sp, #1496; mov	x2, #0                          // =0x0; mov	x4, #0                          // =0x0; mov	w14, #32                        // =0x20
ldp	x1, x2, [x19, #16]; mov	x0, x20; ldr	x3, [sp, #32]; str	x3, [x19]
add	x21, sp, #56; mov	x20, x0; adrp	x1, #258048; mov	x0, x21; add	x2, sp, #48; add	x1, x1, #504
ldr	w3, [x28, #64]
ldp	s2, s8, [sp, #48]; mov	w0, #2139095039                 // =0x7f7fffff; fmov	s0, w0; fmul	s2, s2, s0; fmul	s8, s8, s0; fmov	s1, s2; fmov	s0, s8
cmp	w1, w6
ldr	w0, [sp, #208]; and	w0, w0, #0xf000; cmp	w0, #8, lsl #12                 // =32768
ldrb	w2, [x0]
ldr	x0, [x19]; mov	w5, w25; ldp	x25, x26, [sp, #64]; mov	x4, x22; ldr	x6, [x0, #16]; mov	w3, w24; ldp	x21, x22, [sp, #32]; mov	x1, x2; ldp	x23, x24, [sp, #48]; mov	x2, x20; mov	x0, x19; mov	x16, x6; ldp	x19, x20, [sp, #16]; ldp	x29, x30, [sp], #112
stp	x29, x30, [sp, #-192]!; adrp	x4, #589824; ldr	x4, [x4, #3688]; mov	x29, sp; movi	v0.4s, #0; stp	x19, x20, [sp, #16]; add	x3, sp, #60; str	x21, [sp, #32]; mov	w19, w0; mov	x20, x1; add	x21, sp, #56; ldr	x0, [x4]; str	x0, [sp, #184]; mov	x0, #0                          // =0x0; stp	q0, q0, [x3]; mov	w0, #-60                        // =0xffffffc4; str	q0, [x3, #96]; stp	q0, q0, [x3, #32]; str	w19, [sp, #56]; stp	q0, q0, [x3, #64]; str	w0, [sp, #64]; str	w2, [sp, #72]; stur	q0, [x3, #108]
nop; stp	x29, x30, [sp, #-128]!; mov	x29, sp; stp	x19, x20, [sp, #16]; mov	x20, x1; mov	x19, x2; stp	x23, x24, [sp, #48]; mov	x23, x0; and	w24, w3, #0xff; ldp	x0, x1, [x6]; add	x3, sp, #104; stp	x21, x22, [sp, #32]; add	x21, sp, #88; mov	x22, x4; str	x25, [sp, #64]; and	w25, w5, #0xff; str	x3, [sp, #88]; add	x2, x0, x1; mov	x1, x0; mov	x0, x21; str	xzr, [sp, #120]
stp	x29, x30, [sp, #-32]!; adrp	x1, #634880; ldr	x1, [x1, #1560]; mov	x29, sp; stp	x19, x20, [sp, #16]; mov	x20, x0; add	x1, x1, #16; mov	x19, x0; str	x1, [x20], #8
adrp	x0, #249856; add	x0, x0, #1248; ldr	q1, [x0]
mov	w0, #28                         // =0x1c; strb	w0, [x28, #28]; ldr	x22, [x29, #240]; mov	w1, #1                          // =0x1; ldr	w0, [x26, #4]; strb	w1, [x28, #29]; cmp	w0, #2; cset	w0, eq; str	w0, [x29, #184]
add	x26, sp, #160; adrp	x24, #1306624; adrp	x25, #1302528; add	x24, x24, #2728; add	x25, x25, #3800; add	x0, sp, #136; sub	x24, x24, x25; add	x21, sp, #168; mov	x22, #0                         // =0x0; str	x0, [sp, #104]
mov	w0, #1                          // =0x1; str	x2, [sp, #104]
cmn	w5, #1
sub	x19, x19, #1; ldr	x3, [x20, x19, lsl #3]; str	x3, [x4]; ldr	w9, [x26, x19, lsl #2]; str	w9, [x26, x0, lsl #2]; cmp	x19, x0
ldrb	w1, [x19, #32]; mov	w21, #0                         // =0x0; mov	w24, #0                         // =0x0; mov	w27, #-1                        // =0xffffffff; str	wzr, [sp, #168]
mov	x0, x2; ldp	x29, x30, [sp], #64
ldrb	w0, [x21, x23]; cmp	w0, #47
mov	x0, x21; add	w19, w19, #2
nop; stp	x29, x30, [sp, #-32]!; add	x1, x0, #112; mov	x29, sp; str	x19, [sp, #16]; mov	x19, x0; ldr	x0, [x0, #96]; cmp	x0, x1
mov	x0, #-2147483648                // =0xffffffff80000000; cmp	x19, x0
ldr	w0, [x28]; cmp	w0, w26
ldr	x0, [x26, #56]
ldr	w0, [x23, #4]; cmp	w0, #120
add	x0, x3, x22; cmp	x20, #1
stp	x29, x30, [sp, #-224]!; add	x2, x8, #16; mov	x29, sp; stp	x19, x20, [sp, #16]; mov	x19, x8; mov	x20, x1; stp	x21, x22, [sp, #32]; mov	x21, x0; add	x22, sp, #144; stp	x23, x24, [sp, #48]; stp	x25, x26, [sp, #64]; add	x25, x8, #32; mov	x0, x25; stp	x27, x28, [sp, #80]; stp	x2, xzr, [x8]; strb	wzr, [x8, #16]
nop; nop; nop; mov	x5, x0; mov	x0, x1; sub	x6, x1, x5; orr	x1, x2, x3
sub	x0, x0, x19
mov	x0, x21; add	x1, sp, #128
cmp	x1, #70
adrp	x16, #1527808; ldr	x17, [x16, #3768]; add	x16, x16, #3768
ldr	d0, [x4]; ldr	s1, [x7]; ucvtf	d0, d0; fcvt	d1, s1; fmul	d0, d0, d1; fcvtmu	x1, d0; str	x1, [x7, #8]; ldr	x0, [x4]
ldr	w0, [x21, #192]; mov	x19, x26; ldr	w26, [x19], #4
adrp	x21, #651264; ldr	x21, [x21, #3520]; mrs	x0, TPIDR_EL0; add	x1, x25, #4; stp	x0, x1, [sp, #112]; add	x21, x0, x21; add	x0, sp, #168; mov	x4, x20; add	x23, sp, #192; str	x0, [sp, #96]; add	x0, sp, #176; str	x0, [sp, #104]
adrp	x26, #1441792; ldr	x26, [x26, #4000]; ldr	x20, [x26]
ldr	x0, [sp, #64]; adrp	x1, #1540096; ldr	x1, [x1, #3688]; ldr	x3, [sp, #72]; ldr	x2, [x1]; subs	x3, x3, x2; mov	x2, #0                          // =0x0
mov	x0, x19; ldr	x19, [sp, #16]; ldp	x29, x30, [sp], #96
add	x1, x9, #3; cmp	w10, #0; mov	x2, #-4503599627370496          // =0xfff0000000000000; mov	x0, #9218868437227405312        // =0x7ff0000000000000; fmov	d1, x2; fmov	d0, x0; mov	w2, #0                          // =0x0; ldp	x21, x22, [sp, #32]; fcsel	d0, d0, d1, eq; str	d0, [x20]; mov	x0, x1; mov	x1, #0                          // =0x0; ldp	x19, x20, [sp, #16]; bfxil	x1, x2, #0, #32; ldp	x29, x30, [sp], #144
add	x23, x1, x10; cmp	w8, #16
ldr	x3, [sp, #216]
ldr	x22, [x19, #8]; mov	x1, #9223372036854775807        // =0x7fffffffffffffff; cmp	x20, x22
and	w0, w1, #0xffffffdf; cmp	w0, #88
ldr	x0, [x29, #200]; stp	x12, x8, [x29, #96]; add	x0, x0, x28; str	w10, [x29, #112]; str	x11, [x29, #120]; str	w9, [x29, #144]; str	x2, [x29, #152]
ldr	x1, [x19]; mov	x0, x19; ldp	x19, x20, [sp, #16]; ldr	x1, [x1, #24]; ldp	x21, x22, [sp, #32]; mov	x16, x1; ldp	x23, x24, [sp, #48]; ldp	x29, x30, [sp], #80
add	x0, sp, #208; mov	x26, x2; str	x0, [sp, #104]; add	x0, sp, #200; str	x0, [sp, #96]
nop; nop; and	x1, x0, #0xfffffffffffffff0; ld1	{ v0.16b }, [x1]; cmeq	v1.16b, v0.16b, #0; lsl	x4, x0, #2; shrn	v2.8b, v1.8h, #4; fmov	x2, d2; lsr	x2, x2, x4
sub	w0, w12, w0; add	w2, w2, #1; str	w0, [x1], #4; cmp	w20, w2
sub	x3, x5, #2; add	x0, x0, x4
lsl	x8, x0, x8; and	x1, x0, #0xfffffffffffffffe; cmp	x8, x11; csel	x0, x1, x0, eq; add	x0, x0, #1; mov	x1, #9007199254740991           // =0x1fffffffffffff; lsr	x0, x0, #1; cmp	x0, x1
mov	x0, x20; mov	x19, x21; mov	x20, x24; mov	x21, x23; mov	x24, x0; mov	x23, x26; str	w7, [sp, #104]; stp	x12, x14, [sp, #112]; str	x18, [sp, #128]; str	w8, [sp, #136]; stp	x6, x15, [sp, #144]; mov	x26, x20; stp	x22, x20, [sp, #208]; cmp	x24, x22
fmov	d1, d0; fmov	d0, d15; ldp	d14, d15, [sp, #80]; bsl	v0.8b, v8.8b, v9.8b
adrp	x2, #458752; ldr	x2, [x2, #3696]; ldr	x2, [x2, #640]; mov	x16, x2
adrp	x0, #933888; ldr	x0, [x0, #3688]; ldr	x2, [sp, #120]; ldr	x1, [x0]; subs	x2, x2, x1; mov	x1, #0                          // =0x0
cmp	x2, #0
mov	x4, x0; ldr	x0, [x19]; mov	x3, x21; mov	x2, x23; mov	x1, x20
ldr	q0, [sp, #48]; add	x19, x19, #3024; add	x20, x20, #192; add	x19, x19, #96
adrp	x0, #233472; ldr	d17, [x0, #920]; adrp	x0, #233472; ldr	d4, [x0, #928]; adrp	x0, #233472; ldr	d16, [x0, #936]; adrp	x0, #233472; ldr	d22, [x0, #944]; adrp	x0, #233472; ldr	d6, [x0, #952]; adrp	x0, #233472; ldr	d18, [x0, #960]; adrp	x0, #233472; ldr	d7, [x0, #968]; adrp	x0, #233472; ldr	d20, [x0, #976]; adrp	x0, #233472; ldr	d5, [x0, #984]; adrp	x0, #233472; ldr	d19, [x0, #992]; adrp	x0, #233472; ldr	d21, [x0, #1000]; adrp	x0, #233472; ldr	d1, [x0, #1008]
adrp	x1, #1122304; adrp	x0, #1122304; add	x1, x1, #1040; add	x0, x0, #1056; stp	x1, x23, [sp]; mov	x6, x24; mov	x2, x21; stp	x0, x25, [sp, #16]; adrp	x1, #1122304; mov	w0, #3                          // =0x3; add	x1, x1, #1064
fmov	x2, d0; mov	x0, #-4606619468846596096       // =0xc012000000000000; mov	x3, #-271579372060673           // =0xffff08ffffffffff; movk	x3, #3, lsl #48; add	x0, x2, x0; lsr	x1, x2, #48; cmp	x0, x3
ldr	x1, [x19]; adrp	x0, #1208320; ldr	x0, [x0, #864]; sub	x2, x1, #24; cmp	x2, x0
ldp	x0, x1, [x2]; stp	x0, x1, [x3, #32]; mov	w0, #1                          // =0x1
mov	x0, x1; add	x1, x1, #1; str	x1, [x24, #256]; add	x19, x19, #1; strb	w21, [x24, x0]; strb	w21, [x24, #264]; cmp	x22, x19
ldr	w1, [x20, #4]!; add	x0, x0, x0, lsl #2; sub	w1, w1, #48; add	x0, x4, x0, lsl #1; cmp	w1, #9
cmp	x2, #0; adrp	x3, #655360; add	x3, x3, #912; mov	w11, #255                       // =0xff; csel	x2, x3, x2, eq; cmp	w0, #255; csel	w11, w0, w11, le; cmp	w0, #0
mov	x1, x0; adrp	x2, #1163264; mov	x0, x19; add	x2, x2, #3248; mov	x3, #4                          // =0x4
mov	w19, w0; mov	w0, #1                          // =0x1; str	w0, [x21]; adrp	x0, #630784; ldr	x0, [x0, #3688]; ldr	x2, [x29, #2216]; ldr	x1, [x0]; subs	x2, x2, x1; mov	x1, #0                          // =0x0
add	x3, x2, #4; add	w20, w20, #1; str	x3, [x0, #32]; str	w1, [x2]; adrp	x0, #1372160; ldr	x0, [x0, #3688]; ldr	x2, [sp, #200]; ldr	x1, [x0]; subs	x2, x2, x1; mov	x1, #0                          // =0x0
sub	x1, x1, #8; ldar	w0, [x1]; ldr	x1, [sp, #208]; cmp	w0, #0; cset	w0, gt; sub	x2, x1, #24
mov	w3, #2097152                    // =0x200000; fsub	d2, d2, d0; mov	w0, #1072693248                 // =0x3ff00000; asr	w1, w3, w1; sub	w0, w0, w1; fmov	d0, x0; shl	d0, d0, #32; fsub	d0, d0, d2; fmov	x0, d0; lsr	x1, x0, #32; add	w2, w2, w1; bfi	x0, x2, #32, #32; fmov	d0, x0
mov	x3, x0; mov	x2, x20; mov	x0, x19; mov	w1, #4                          // =0x4
stp	x21, x22, [sp, #32]; mov	x21, x1; ldr	x22, [x0]; add	x22, x22, x19, lsl #2
mov	w1, #1                          // =0x1; mov	w0, w20; strb	w1, [x19, #178]
add	x1, x21, #24; add	x0, sp, #184; stp	x25, x26, [sp, #64]; str	x0, [sp, #128]; str	x1, [sp, #176]
mov	x3, #1                          // =0x1
adrp	x3, #790528; ldr	x3, [x3, #3688]; stp	x29, x30, [sp, #-32]!; sxtw	x0, w0; mov	x29, sp; ldr	x4, [x3]; str	x4, [sp, #24]; mov	x4, #0                          // =0x0; cmp	w1, #9
mov	x19, x0; mov	x0, x20; str	x21, [sp, #32]
stp	x29, x30, [sp, #-64]!; mov	x4, x3; mov	x29, sp; ldr	x5, [x0]; ldur	x3, [x5, #-24]; cmp	x1, x3
mov	w4, #1                          // =0x1; mov	w3, #0                          // =0x0
nop; stp	x29, x30, [sp, #-128]!; mov	x29, sp; stp	x19, x20, [sp, #16]; mov	x19, x0; adrp	x0, #1138688; ldr	x0, [x0, #3688]; ldr	w1, [x19, #12]; ldr	x2, [x0]; str	x2, [sp, #120]; mov	x2, #0                          // =0x0; cmp	w1, #2
cmp	w23, #106
mov	x2, x23; mov	x1, x24; mov	x0, x21
ldr	w8, [x29, #264]; ldp	x5, x14, [x29, #272]
stp	x29, x30, [sp, #-48]!; adrp	x1, #524288; ldr	x1, [x1, #4040]; mov	x29, sp; str	d8, [sp, #16]; fmov	d8, d0; ldr	x2, [x1]; str	x2, [sp, #40]; mov	x2, #0                          // =0x0; add	x0, sp, #36
adrp	x3, #1085440; adrp	x1, #1085440; adrp	x0, #1085440; add	x3, x3, #2272; add	x1, x1, #1152; add	x0, x0, #1336; mov	w2, #912                        // =0x390
ldr	w1, [x23, #32]; str	w1, [x23, #20]
ldp	x29, x30, [sp]; ldp	x21, x22, [sp, #32]; add	sp, sp, #1120
strb	wzr, [x22, w21, sxtw]
ldp	w3, w5, [x2, #8]; mov	w4, w4; lsr	w3, w1, w3; and	w3, w3, w5; add	x3, x4, w3, uxtw #2; ldr	w3, [x2, x3]
cmp	w0, #27
adrp	x0, #204800; add	x0, x0, #4080; ldr	q0, [x0]
cmn	w22, #1
mov	x2, x0; mov	x1, x19; mov	w0, #262144                     // =0x40000; str	x2, [sp, #88]
stp	x29, x30, [sp, #-128]!; adrp	x3, #528384; ldr	x3, [x3, #3688]; mov	x29, sp; stp	x19, x20, [sp, #16]; mov	x19, x0; stp	x21, x22, [sp, #32]; mov	x22, x1; stp	x23, x24, [sp, #48]; ldr	x4, [x3]; str	x4, [sp, #120]; mov	x4, #0                          // =0x0
ldr	w1, [x19]; sub	x21, x0, x21; mov	w3, #0                          // =0x0; sub	w1, w1, w22; asr	x21, x21, #2; sxtw	x2, w1
ldr	x0, [sp, #120]; cmp	x0, #0; ccmp	x28, x7, #2, ne
cmp	w25, #65; and	x9, x8, #0xfffffffffffff; add	x22, sp, #368; adrp	x0, #1024000; adrp	x3, #1024000; add	x0, x0, #2592; add	x3, x3, #2736; mov	x1, x9; csel	x0, x3, x0, ne; mov	x7, x22; cset	w3, eq; and	x6, x1, #0xf; cmp	x1, #15; lsr	x1, x1, #4; ldr	w6, [x0, x6, lsl #2]; str	w6, [x7, #-4]!
mov	w20, w22
fmov	s1, #-2.00000000; fmul	s0, s0, s1
fcmp	d1, d8
mov	x3, x0; ldr	x2, [x19, #16]; mov	w0, #90                         // =0x5a; ldr	x1, [sp, #40]; movk	w0, #2, lsl #16; str	x3, [x2, #56]
mov	x1, x20; mov	x0, x21; mov	x2, #32                         // =0x20
mov	w4, w19; mov	x3, x20; mov	w0, w22; mov	w2, #41                         // =0x29; mov	w1, #0                          // =0x0
cmp	x11, #19
cmp	x19, x0; ldr	x19, [sp, #16]; csetm	w0, ne; ldp	x29, x30, [sp], #32
mov	x21, x2; mov	x0, x20
ldp	x24, x0, [x20]; str	x0, [x19, #8]; str	xzr, [x20, #8]; str	wzr, [x24]
ldr	x1, [x29, #176]; mov	x2, x28; add	x20, x20, #4
add	x0, x22, #24; str	x0, [sp, #128]; mov	x0, x19
sub	x11, x11, #1
str	x0, [x22, x27, lsl #3]; ldr	x0, [x29, #128]; str	x0, [x20, x19]; ldp	x1, x0, [x29, #120]; add	x27, x27, #1; add	x0, x0, #1; str	x0, [x29, #128]; cmp	x1, x0
strb	w1, [x29, #208]; add	x9, x23, #1; ldr	x1, [x29, #184]; add	x0, x9, x5; mov	x2, #1                          // =0x1; cmp	x1, x0
mov	x2, x24; mov	w1, #2                          // =0x2
ldrb	w0, [x29, #296]
ldp	x19, x20, [sp, #16]; mov	w0, w24; ldp	x21, x22, [sp, #32]; ldp	x23, x24, [sp, #48]; ldp	x29, x30, [sp], #64
ldr	x3, [x28]; mov	x0, x28; ldr	w1, [x25, #4]; mov	w2, #0                          // =0x0; ldr	x3, [x3, #96]
add	x20, x20, #96; cmp	x27, x20
ldp	x0, x20, [x19, #-64]; sub	x1, x19, #80; ldur	x2, [x19, #-16]; str	x2, [sp, #80]; ldr	x21, [x1, #56]; ldur	w19, [x19, #-36]
ldrb	w1, [x21, #1]; add	x9, x21, #2
ldr	x2, [x19, #16]; mov	x0, x1; add	x1, x2, #1; lsl	x1, x1, #2
nop; nop; mov	w0, #2                          // =0x2
str	x22, [x19, x24]
ldr	w21, [x23, #20]; ldr	x20, [x19, #8]; ldrb	w0, [x20]; cmp	w0, #45
ldr	w23, [x0]; ldr	x26, [sp, #144]; cmp	w23, #12; mov	w1, #22                         // =0x16; csel	w23, w23, w1, eq
mov	w22, w0; stp	x25, x23, [sp, #96]; mov	x1, x26; mov	w0, w22; mov	w2, #2                          // =0x2; stp	x20, x19, [sp, #80]
mov	w0, #16                         // =0x10; str	w0, [x29, #144]
sub	w4, w2, #8; add	x7, sp, #64; ldr	x5, [x0, #8]; sub	x3, x3, w4, sxtw #3; adrp	x4, #1449984; ldr	x4, [x4, #3864]; and	x3, x3, #0xfffffffffffffff0; add	x8, sp, #112; mov	w6, #-40                        // =0xffffffd8; stp	x8, x8, [sp, #24]; str	x7, [sp, #40]; stp	w6, wzr, [sp, #48]; str	x5, [x0, #336]; stp	xzr, x4, [x0, #416]; stp	x3, x1, [x0, #432]; sub	x0, x0, x3; ldr	x5, [sp, #24]; sub	x1, x3, #64; ldr	w6, [sp, #48]; add	x0, x0, #248; mov	w3, #0                          // =0x0
cmp	w0, #0; ldr	q0, [sp, #112]; movi	v1.2d, #0000000000000000; cset	w19, eq
mov	x3, x4; mov	x4, x3
ldr	w1, [x19, #8]; mov	w0, #27745                      // =0x6c61; movk	w0, #26996, lsl #16; cmp	w1, w0
adrp	x0, #581632; add	x21, sp, #376; str	xzr, [sp, #320]; ldr	q1, [x0, #672]; adrp	x0, #577536; str	x21, [sp, #368]; ldr	d0, [x0, #2744]; str	q1, [sp, #352]; str	d0, [sp, #312]; ldr	x0, [sp, #152]; mov	x20, #0                         // =0x0; ldr	w19, [x0, #136]; add	x0, sp, #512; stp	xzr, xzr, [x0, #-216]; mov	x2, x21; mov	x1, x6; add	x0, sp, #352; mov	x3, #8                          // =0x8; stp	x6, x8, [sp, #96]
nop; nop; nop; adrp	x0, #1511424; ldr	x0, [x0, #1224]; ldr	x1, [x0]
cmp	w7, #0; cset	w12, ne
mov	x28, #0                         // =0x0; add	x1, sp, #120; mov	w0, w19
ldr	w1, [x20, #8]; cmn	w1, #6
ldr	x22, [x19, #136]; str	x23, [x22, #8]; ldr	w0, [x22, #4]; add	w0, w0, #1; str	w0, [x22, #4]; ldr	w0, [x19, #192]
ldr	w19, [x22, x21]; mov	w0, w24
mov	x19, x0; add	x21, x0, x21, lsl #3; ldr	x0, [x19], #8
mov	w3, w0; mov	x1, x19; mov	x0, x28; mov	x2, x23; cmp	w3, #0
add	w12, w4, #2; str	w12, [sp, #112]; cmp	w9, #2
ldr	x0, [x29, #328]; mov	x5, x22; adrp	x10, #1331200; ldr	x10, [x10, #3520]; mov	x14, x20; ldr	w0, [x0, x10]; str	w0, [x29, #308]; mov	x23, x19
sub	x5, x4, #7; ldr	x6, [x1]; ldr	x7, [x1, x5]; str	x6, [x0]; str	x7, [x0, x5]; add	x0, x0, x4
add	x1, x3, x1, lsl #3; add	w2, w2, #1; ldr	x0, [x1, #128]; eor	x0, x0, x6, lsr #12; stp	x0, x7, [x19, #16]; str	x6, [x1, #128]; strh	w2, [x3, x4]
add	w20, w20, #1; add	w20, w20, w19
fmul	s10, s10, s0; fnmsub	s8, s8, s11, s10; fsqrt	s1, s9; fabs	s3, s8; mov	w1, #28347                      // =0x6ebb; mov	w0, #52627                      // =0xcd93; movk	w1, #16144, lsl #16; movk	w0, #15787, lsl #16; fmov	s0, w1; fmov	s2, w0; fmul	s0, s8, s0; fcmpe	s3, s2; fdiv	s0, s0, s1
nop; stp	x29, x30, [sp, #-96]!; mov	x29, sp; stp	x23, x24, [sp, #48]; mov	x23, #2313682944                // =0x89e80000; movk	x23, #8964, lsl #32; mov	x24, x3; movk	x23, #35527, lsl #48; stp	x19, x20, [sp, #16]; mov	x20, x0; mov	x19, #0                         // =0x0; mov	w0, #0                          // =0x0; stp	x21, x22, [sp, #32]; mov	w21, w1; mov	x22, x4; stp	x25, x26, [sp, #64]; mov	x25, x2; add	x26, x2, #8; str	x27, [sp, #80]; mov	x27, #1                         // =0x1
mov	x2, x20; mov	x1, x28; mov	x0, x22; str	x3, [sp, #104]
ldp	x0, x1, [sp, #96]; mov	w2, #-1                         // =0xffffffff; str	w2, [sp, #200]
ldr	x0, [x19, #160]; mov	x3, x0
fdiv	d9, d1, d0; ldr	d3, [sp, #88]; fmul	d2, d2, d3; fdiv	d2, d2, d0; fmov	d1, d9; fmov	d0, d2; fabs	d4, d2; mov	x0, #4503599627370496           // =0x10000000000000; fmov	d3, x0; fcmpe	d4, d3
mov	w3, #0                          // =0x0; cmp	w0, #10
mov	x22, x24; and	w26, w10, #0x1
cmp	w0, #199; adrp	x1, #270336; adrp	x0, #270336; add	x1, x1, #368; add	x0, x0, #32; csel	x0, x0, x1, gt; adrp	x19, #520192; ldr	x19, [x19, #4016]; str	x0, [sp, #40]; ldr	w0, [x19]
adrp	x0, #856064; ldr	x0, [x0, #1784]; add	x0, x0, #16; str	x0, [x20]; ldrb	w0, [x19]; cmp	w0, #67
and	w1, w27, #0xff; ldr	x4, [x28]; mov	x0, x28; ldr	x4, [x4, #32]
add	x2, sp, #200; mov	x1, x4; ldr	x3, [sp, #176]; ldp	q0, q1, [x2]; str	x3, [x1], #8; ldp	q4, q5, [x2, #32]; ldp	q2, q3, [x2, #64]; stp	q0, q1, [x1]; ldp	q0, q1, [x2, #96]; stp	q4, q5, [x1, #32]; ldp	x3, x2, [sp, #184]; stp	q2, q3, [x1, #64]; stp	q0, q1, [x1, #96]; str	w3, [x4, #136]; str	x2, [x4, #144]; adrp	x1, #1462272; ldr	x1, [x1, #3688]; ldr	x3, [sp, #328]; ldr	x2, [x1]; subs	x3, x3, x2; mov	x2, #0                          // =0x0
ldr	w1, [x20, #64]; ldr	w0, [x19, #60]
ldr	x1, [x26, #8]; str	x1, [x29, #160]; ldr	x1, [x26, #24]; str	x1, [x29, #152]; ldr	x1, [x29, #104]; mov	w8, #0                          // =0x0; ldr	w0, [x22, #24]; str	xzr, [x26, #8]; stp	x23, x26, [x29, #192]; and	w9, w0, #0x8; str	x1, [x29, #208]; mov	w1, #1                          // =0x1; str	w1, [x29, #216]; str	x19, [x29, #224]
ldr	x0, [sp, #64]; and	w2, w20, #0xffff; orr	w2, w2, w0; lsr	x0, x0, #32; orr	w0, w0, w1; orr	w0, w2, w0
ldr	x1, [x26, #24]; ldr	x2, [sp, #144]; ldrsw	x1, [x1, x2]; add	x23, x23, x1, lsl #4
ldr	x22, [x25]; ldr	x21, [x20, #16]
ldr	x19, [sp, #16]; mov	w0, #1                          // =0x1; str	x9, [x15]; str	x8, [x14]; ldp	x29, x30, [sp], #48
str	q0, [sp, #32]; ldr	q1, [sp, #32]; mov	v0.16b, v1.16b
ldr	w0, [x20, #132]; ldr	x1, [x20, #64]; and	w0, w25, w0; lsl	x0, x0, #4; add	x2, x1, x0; ldr	w8, [x1, x0]; cmp	w8, #0
ldr	w0, [x29, #196]; ldr	x3, [x2, #40]
ldp	x1, x6, [x29, #144]
str	q0, [x21]
stp	x9, x15, [sp, #96]; str	x14, [sp, #112]; cmp	x19, x25
cmp	x8, #0; mov	w1, #32767                      // =0x7fff; mov	x5, #281474976710655            // =0xffffffffffff; csel	w1, w2, w1, eq; csel	x5, x5, xzr, eq; csetm	x9, eq
mov	w0, #26056                      // =0x65c8; mov	w1, #24814                      // =0x60ee; movk	w0, #17942, lsl #16; fmov	s20, w0; mov	w0, #26643                      // =0x6813; movk	w1, #17686, lsl #16; movk	w0, #17539, lsl #16; fmov	s18, w0; mov	w0, #40347                      // =0x9d9b; fmov	s21, w1; movk	w0, #50085, lsl #16; mov	w1, #55236                      // =0xd7c4; movk	w1, #17850, lsl #16; fmov	s7, w0; mov	w0, #7048                       // =0x1b88; fmov	s19, w1; movk	w0, #49285, lsl #16; mov	w1, #14201                      // =0x3779; movk	w1, #50093, lsl #16; fmov	s5, w0; mov	w0, #1032                       // =0x408; fmov	s16, w1; movk	w0, #17011, lsl #16; mov	w1, #22907                      // =0x597b; movk	w1, #49799, lsl #16; fmov	s2, w0; mov	w0, #50570                      // =0xc58a; fmov	s6, w1; movk	w0, #44360, lsl #16; mov	w1, #-1114636289                // =0xbd8fffff; fmov	s3, w0; fmov	s4, w1
nop; nop; nop; stp	x29, x30, [sp, #-64]!; mov	x29, sp; stp	x19, x20, [sp, #16]; mov	x19, x0; mov	x20, x1; mov	w0, #15                         // =0xf; stp	x21, x22, [sp, #32]; mov	x21, x2; mov	x22, x3; str	x23, [sp, #48]; adrp	x23, #614400; add	x1, x23, #2368
str	x2, [sp, #104]; str	w23, [sp, #128]; ldr	w0, [sp, #112]; cmp	w0, #2048
ldr	x1, [sp, #144]; mov	x0, x1; add	x1, x28, #64
str	x21, [sp, #32]; sub	x21, x1, x19; cmp	x21, #1
adrp	x16, #1527808; ldr	x17, [x16, #1024]; add	x16, x16, #1024
mov	x25, x0; mov	w1, #4                          // =0x4; mov	w0, #49                         // =0x31; sub	w8, w1, w8; str	w0, [sp, #168]; str	wzr, [sp, #176]
add	x6, x0, #15; mov	x3, x0; and	x6, x6, #0xfffffffffffffff0; add	x4, x29, #96; sub	sp, sp, x6; add	x1, x29, #104; mov	x0, x19; mov	x2, sp
nop; adrp	x0, #499712; ldr	x0, [x0, #4040]; ldr	x2, [sp, #200]; ldr	x1, [x0]; subs	x2, x2, x1; mov	x1, #0                          // =0x0
adrp	x1, #1413120; ldr	x1, [x1, #120]; adrp	x0, #1413120; ldr	x0, [x0, #384]; ldrb	w2, [x1]; ldr	x1, [x0]; str	x1, [x20]
fmov	s2, #0.50000000; fcmpe	s8, s2
mov	w4, w2
mov	w1, #0                          // =0x0; mov	x0, x21
ldr	x2, [x28]; mov	x0, x28; ldrb	w1, [x25]; ldr	x2, [x2, #16]
ldp	x21, x22, [sp, #32]; mov	x0, x19; ldp	x19, x20, [sp, #16]; ldp	x29, x30, [sp], #64
mov	w3, w5; mov	w5, w11
add	x1, x0, #16; stp	x1, xzr, [x0]; strb	wzr, [x0, #16]
adrp	x0, #1236992; ldr	x0, [x0, #120]; ldrb	w0, [x0]
str	w0, [x19, #24]; mov	x22, x21; ldrh	w0, [sp, #160]; orr	w0, w0, #0x2; strh	w0, [sp, #160]
adrp	x16, #1523712; ldr	x17, [x16, #3928]; add	x16, x16, #3928
fmov	d1, d0; ldr	d2, [sp, #64]; fmov	d0, d8; fmul	d8, d1, d2
ldr	w3, [x23, #2824]
ldr	x2, [x25, #24]; add	w3, w21, w6; ldr	x1, [sp, #128]; mov	w5, w21; ldr	w2, [x2, x26, lsl #2]; mov	w4, w20; mov	x0, x22
add	w27, w27, #119
adrp	x0, #1384448; ldr	x0, [x0, #120]; ldrb	w0, [x0]
ldr	x2, [x29, #136]; ldr	x3, [x29, #120]; add	x1, x0, x2; ldr	x0, [x29, #152]; cmp	x0, x3
ldp	x19, x20, [sp, #16]; mov	x0, x3; ldp	x21, x22, [sp, #32]; ldp	x25, x26, [sp, #64]; ldp	x29, x30, [sp], #128
ldr	w0, [x0, #8]; cmp	w0, #20
stp	x29, x30, [sp, #-112]!; mov	x29, sp; stp	x21, x22, [sp, #32]; mov	x21, x1; add	x22, sp, #96; adrp	x1, #925696; ldr	x1, [x1, #3688]; stp	x19, x20, [sp, #16]; mov	x20, x2; ldr	x19, [x21, #8]; str	x23, [sp, #48]; str	x0, [sp, #72]; mov	x23, x0; ldr	x2, [x1]; str	x2, [sp, #104]; mov	x2, #0                          // =0x0; lsr	x19, x19, #2; sub	x1, x19, #1; str	xzr, [sp, #96]
adrp	x0, #24576; add	x0, x0, #0; ldr	q1, [x0]; ldr	x0, [sp, #64]; str	x0, [sp, #96]; ldr	x0, [sp, #72]; and	x0, x0, #0x7fffffffffffffff; str	x0, [sp, #104]; ldr	q0, [sp, #96]
fneg	d9, d0; fcmp	d9, #0.0
mov	x1, x23; mov	w0, #2                          // =0x2
ldr	x0, [x19, #16]; mov	w1, #46                         // =0x2e; adrp	x3, #1372160; ldr	x3, [x3, #1104]; mov	w6, #44                         // =0x2c; strb	w1, [x0, #33]; adrp	x2, #868352; adrp	x0, #1368064; ldr	x0, [x0, #2864]; add	x2, x2, #2328; ldr	x5, [x19, #16]; mov	x1, #0                          // =0x0; ldr	w4, [x3]; ldr	x3, [x0]; strb	w6, [x5, #34]; ldr	x0, [x19, #16]; str	w4, [x0, #92]; str	x2, [x0, #16]; ldr	x5, [x19, #16]; str	xzr, [x0, #24]; strb	wzr, [x0, #32]; stp	x2, xzr, [x0, #40]; stp	x2, xzr, [x0, #56]; stp	x2, xzr, [x0, #72]; str	wzr, [x0, #88]; str	w4, [x5, #96]; ldr	x2, [x19, #16]; ldrb	w0, [x3, x1]; add	x2, x2, x1; add	x1, x1, #1; strb	w0, [x2, #100]; cmp	x1, #11
ldr	x0, [sp, #144]; mov	x8, #6376                       // =0x18e8; add	x19, sp, x8; mov	x10, #4328                      // =0x10e8; mov	x28, x19; add	x8, sp, x10; sub	x23, x0, #8; mov	x27, #0                         // =0x0
rev	w1, w0; and	w0, w0, #0xff
ldur	x0, [x24, #-24]; str	x24, [sp, #192]; str	x28, [x22, x0]; ldr	x0, [sp, #104]; add	x1, x0, #16; mov	x0, x23; str	x1, [sp, #304]
stp	x29, x30, [sp, #-32]!; mov	x29, sp; str	x19, [sp, #16]; mov	x19, x0; adrp	x0, #1376256; ldr	x0, [x0, #3984]; ldrb	w1, [x19, #328]; add	x0, x0, #16; str	x0, [x19]
adrp	x0, #1228800; ldr	x0, [x0, #3568]; mov	w3, #8                          // =0x8; adrp	x2, #1228800; ldr	x2, [x2, #1472]; add	x0, x0, #16; str	x0, [x19, #16]; mov	x1, x20; add	x2, x2, #24; str	w3, [x20, #64]; str	x2, [x19, #88]; mov	x0, x21
adrp	x0, #208896; add	x0, x0, #4080; ldr	q1, [sp, #48]; str	wzr, [x19]; ldr	q0, [x0]; stp	xzr, xzr, [sp, #80]
mov	w13, w20; mov	w11, w22; ldr	x22, [sp, #168]; mov	x2, x19; ldr	x15, [sp, #184]; mov	x12, x21; ldp	x21, x7, [sp, #152]; mov	w9, w24; ldp	x8, x4, [sp, #232]; mov	x1, x25; ldp	x20, x25, [sp, #208]; ldr	x6, [sp, #248]; ldr	w3, [sp, #120]; ldr	w14, [sp, #128]; ldr	w18, [sp, #136]; ldr	w16, [sp, #144]; ldr	w19, [sp, #176]; ldr	w24, [sp, #192]; ldr	w23, [sp, #204]; ldr	w5, [sp, #224]; cmp	w13, w11
cmp	x22, w22, sxtw; sxtw	x3, w22; csinc	w0, w0, wzr, eq; mov	w20, w22
nop; nop; nop; stp	x29, x30, [sp, #-176]!; mov	x29, sp; stp	x19, x20, [sp, #16]; mov	w20, w1; mov	w19, w0; mov	w1, #1                          // =0x1
adrp	x25, #675840; add	x25, x25, #3920
ldr	x2, [x24]; adrp	x0, #1142784; ldr	x0, [x0, #3952]; ldr	x2, [x2, #48]; ldr	x13, [sp, #200]; cmp	x2, x0; ldr	w7, [sp, #136]; ldr	w12, [sp, #192]; ldr	w14, [sp, #208]
ldrb	w3, [x0], #1; ldrb	w4, [x24, x1]; ldr	w3, [x19, x3, lsl #2]; ldr	w4, [x19, x4, lsl #2]; cmp	w4, w3, uxtb
adrp	x16, #1523712; ldr	x17, [x16, #3544]; add	x16, x16, #3544
stp	x29, x30, [sp, #-48]!; mov	x29, sp; stp	x19, x20, [sp, #16]; mov	x19, x3; mov	w20, w0; str	x21, [sp, #32]; ands	w21, w1, #0xff
movi	v0.2s, #1; mov	x19, x0; adrp	x1, #643072; ldr	x1, [x1, #2856]; mov	x22, x0; add	x2, sp, #120; mov	x0, x24; add	x1, x1, #16; str	d0, [x19, #8]; str	x1, [x22], #16; add	x27, x19, #56; stp	x2, x19, [sp, #128]; add	x21, x19, #96
ldr	w0, [x19, #28]
adrp	x0, #925696; ldr	x0, [x0, #3688]; ldr	x2, [sp, #104]; ldr	x1, [x0]; subs	x2, x2, x1; mov	x1, #0                          // =0x0
mov	x1, #2                          // =0x2; adrp	x0, #864256; add	x0, x0, #3032; stp	x0, x1, [x21, #72]; mov	x27, #0                         // =0x0; mov	x0, x23
mov	x3, x20; mov	x1, x25; mov	w0, w22; mov	x2, #1                          // =0x1
mov	w0, #1                          // =0x1; str	w0, [sp, #104]; nop; add	x25, x26, x23
ldp	w1, w0, [x19]; mov	w2, #32                         // =0x20; cmp	w1, #0; csinc	w1, w1, wzr, gt; str	w1, [x21, #48]!; cmp	w0, #31; and	w0, w0, #0xffffffe0; csel	w0, w0, w2, gt; str	w0, [x21, #4]
stp	x29, x30, [sp, #-272]!; mov	x29, sp; stp	x23, x24, [sp, #48]; mov	x23, x0; mov	x24, x4; stp	x19, x20, [sp, #16]; ldr	x20, [x23, #16]; stp	x27, x28, [sp, #80]; adrp	x0, #528384; ldr	x0, [x0, #3688]; str	x1, [sp, #152]; add	x19, x20, #200; ldr	x1, [x0]; str	x1, [sp, #264]; mov	x1, #0                          // =0x0; ldr	w0, [x20, #24]; add	x1, x20, #168; str	x1, [sp, #104]; stp	x2, x3, [sp, #120]; str	x5, [sp, #144]
ldr	w2, [x0, #4]; str	x21, [sp, #32]; ldr	x21, [x0, #8]
cmp	x24, x0; cset	w2, ne; mov	x1, #0                          // =0x0; mov	x0, x26; bfxil	x1, x2, #0, #8; stp	x23, x1, [sp, #128]; bfxil	x22, x1, #0, #8
