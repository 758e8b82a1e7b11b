// 1,000 lines of Debian 12 arm64 libraries (bench/static/make-input-aarch64)
add x5, x11, w4, sxtb #3
ldr w1, [x2, x3, lsl #2]
lsr w20, w20, #6
tbnz w3, #0x1b, sym
mov w2, #0x40f
str w19, [x21, #0x14c]
add x19, x20, #0x580
mov w1, #0x34e
ldr w0, [x21, #0x148]
mov x23, #0x6
subs w1, w1, #0xb19
csel x22, x1, x3, eq
ubfx x0, x5, #6, #1
mov w2, #0x5c28
ldr w1, [x22, x1, lsl #2]
sub x3, x3, x20
mov w0, #0x69
ldr w1, [x28, #0x1d08]
add x1, x1, #0xd68
ldr x17, [x16, #0x230]
lsl w0, w4, w2
ushll2 v4.4s, v7.8h, #0x0
cmp w1, #0x213
subs w0, w27, #0x1
str w1, [x19, #0x40]
str x0, [x24, x4, lsl #3]
str w7, [sp, #0x18]
ldr x0, [x0, #0x9e0]
eor w19, w19, w2, ror #6
fmov d3, #1.00000000
mov w1, #0x7a
str x0, [x19, #0x288]
stp q3, q1, [x19, #0x2c0]
add w2, w20, #0xfa
ldr w13, [sp, #0xdc]
add x23, x27, #0xf00
mov w3, #0x48
madd w1, w1, w5, w3
fsub d8, d8, d0
str x27, [x20, w0, sxtw #3]
cmp x21, #0x800
ldr w1, [x19, #0xb48]
ldr w1, [x3, #0x14]
add x19, x19, #0x730
movk x2, #0xfffe, lsl #32
str xzr, [sp, #0x128]
ldr w0, [x19, #0x29c]
ldr x17, [x16, #0x808]
add x3, x19, #0x170
cmp x3, w1, sxtw
str w0, [x20, #0x30]
stp w0, w1, [x19, #0x8]
stp x7, x2, [sp, #0x70]
sub w4, w4, #0xe00
ccmp x20, x21, #0x1, le
stp w4, w6, [x19, #0x4c]
ldp w4, w3, [x3, #0x4]
ldrb w0, [x4, w2, sxtw]
and w4, w4, #0xfff
str x9, [sp, #0x50]
movk x7, #0x688c, lsl #32
ldr x19, [x2, #0xde8]
add x5, x0, x4, lsl #1
cmp w0, w10
mov w23, #0xffffff
str w2, [sp, #0x44]
ldrb w21, [x19, x1]
ldr x19, [x22, #0x8]!
mov w21, #0x89
sub x0, x6, x4
cmp w0, #0x66
add x5, x23, x5
movk x2, #0x48c, lsl #48
sub w4, w4, #0xeb0
sub w0, w7, w0
csel x2, x20, x21, eq
ldr x27, [x19, #0x30]
strb wzr, [sp, #0x42f]
subs x4, x21, x20
movk x8, #0x1dd7, lsl #16
sub x0, x19, x24
ldr w0, [x4, #0x8]
str x0, [sp, #0x668]
ldr w0, [x21, #0x60]
mov w3, #0x36aa
lsl x26, x22, #3
adrp x1, 0x149000
ldr d0, [x5, #0x18]
strb w0, [sp, #0x6c]
ldr x1, [x0, #0x10]
stp xzr, xzr, [x0, #0x20]
ldrb w1, [x0, w7, uxtw]
str w10, [x0, #0x200]
and w2, w2, w6
ldrh w0, [x5, #0x28]
ldr x19, [x19, #0x68]
ldp x2, x5, [sp, #0xd0]
mov w2, #-0xd7b0
csel x20, x20, x2, ne
lsr x0, x14, x0
strh w21, [x20, #0x4ae]
ldr w23, [x28, #0xac]
mov x3, #0x7
mov x23, #0x100000001
ldr x1, [x20, x25, lsl #3]
sub w1, w1, w21
add x1, x26, #0x38
ldrsw x0, [x25, #0x58]
add x21, x21, #0xbc0
asr w22, w22, #3
ldr x8, [x0, #0x28]
stp x8, x9, [sp, #0x18]
adds x20, x20, x0
ldr x18, [sp, #0x140]
mov w3, #0x4e6
tbz w5, #0x7, sym
add x20, x19, #0x790
add x10, x6, x3
ldr x1, [x20, #0x8]!
mov w3, #0xd70a
ldp w22, w26, [sp, #0xb0]
lsr x10, x2, #16
strb w0, [x6]
ldr d0, [x0, #0x2a0]
tbnz w1, #0x9, sym
ldrb w4, [x6, x4]
ldr w1, [x28, #0x90]
and x5, x1, #0xf
ccmp x20, #0x0, #0x4, eq
adrp x23, 0x5f5000
tbnz w22, #0x1f, sym
orr w24, w12, w13
ldr w3, [x20, #0x90]
add x13, x13, #0xd70
ldr x0, [sp, #0x228]
ldr x0, [x24, #0x400]
add x3, x19, #0x50
stur q0, [x2, #0x1c]
sub v0.4s, v0.4s, v2.4s
ldr x1, [x20, #0x60]
ldr x12, [x1, #0x98]
mov x3, #0x7238
sub x1, x23, #0x8
strb wzr, [x3, #0x4a]
sxtw x24, w24
ldr x24, [sp, #0x68]
add x2, x0, #0x3
str x1, [x22, #0x28]
mov x10, x28
ldr x1, [x19, #0x928]
add x25, x19, x24
add x16, x16, #0xc60
ldp x0, x7, [sp, #0x60]
add x4, sp, #0x4
orr w6, w6, w0
ucvtf s2, x0
ldrb w1, [x3, w1, sxtw]
mov w21, #0x14ed
fadd d11, d11, d4
str w1, [sp, #0x1c8]
strb w2, [x19, w3, sxtw]
ldr x5, [sp, #0x88]
mov x8, #0x4
add x2, x0, x27
ldr w4, [sp, #0x70]
fmov d1, x1
sub w21, w21, w4
ldr q0, [x0, #0xde0]
stp x0, x23, [x19]
cmp w23, #0x63
cset w25, ge
stp x1, x2, [x19, #0x8]
ldr w12, [x1, x3]
ldr w4, [x19, #0x20]
mov x2, #0x78000000
add x3, x20, #0x5d0
ldr x0, [x20, #0x278]
mov w0, #0x3d9
asr x3, x3, #39
mov x2, #0x9510
ldr w2, [x20, #0x40]
mov w1, #0x1bc
str x27, [x28, #0x180]
ccmp w4, w7, #0x4, ls
str x22, [x28, #0x1cf0]
cmn w5, #0x10, lsl #12
ldr x17, [x16, #0x920]
mov w0, #0x3007
stur x24, [x19, #-0x8]
add x7, x19, #0x2
ldr x1, [x19, #0x750]
ldr x1, [x21, #0x898]
ldr x0, [x24, #0x28]
eor w20, w1, w5
sub x23, x21, x19
ldr x1, [x1, w20, sxtw #3]
br x0
adrp x0, 0x5f2000
add x0, x18, x0, lsl #1
ror w3, w25, #0x2
cmp w28, #0xff
str w10, [x7, #0x1e8]
ldrh w1, [x2, x3, lsl #1]
add x0, x0, #0xe18
cmp w28, #0x3
cmp x3, x16
and w26, w22, #0x1
add x2, x1, #0x4, lsl #12
mov w2, #0x247
str wzr, [x28, #0x18]
add x19, x19, #0xde0
add x29, sp, #0x1a0
sub w7, w2, #0x41
cmp w2, #0x78
sub x2, x5, #0x2
add x24, x24, #0x848
mov w0, #0xe
ldrb w0, [x26, #0x8]
add x4, x4, #0xdc0
strh wzr, [sp, #0x90]
ldpsw x2, x3, [x20, #0x14]
ldr w1, [x1, w5, sxtw #2]
add x1, x2, w22, sxtw #1
sub w0, w6, #0x30
stp d8, d9, [x27, #0x28]
add x3, x3, #0x160
add x4, x2, #0x2e0
stp x1, x23, [sp, #0x60]
str x0, [x22, #0xda8]
ldr w3, [sp, #0x148]
add x2, x0, x0, lsr #63
str w4, [x25]
add x3, x5, x4, lsl #3
add x8, x8, #0xee0
add x6, sp, #0xa0
stp x19, x2, [x20, #0x10]
cmp x12, x5
ubfx x5, x1, #48, #8
add w27, w2, w6
ldr x4, [x2]
ldrb w0, [x5, w0, uxtw]
ldr w2, [x7, #0x24]
add w0, w24, #0x2
ldr x4, [x28, #0x10]
str wzr, [x23, #0x4]
str x0, [x24, x1, lsl #3]
add x0, x20, #0x1f0
smull x0, w2, w0
strb w2, [x0, x1]
bic x11, x5, x9
and w22, w2, #0x4
adrp x23, 0x113000
mov w1, #0x4d5
add w8, w0, #0x10
add x1, x1, #0x298
ldp w22, w1, [x24, #0x10]
stp q2, q0, [x4, #0x20]
add x3, x28, x19
tst x0, #0x1000
str x1, [sp, #0xd8]
ldr d8, [sp, #0x18]
add x5, sp, #0x50
ldp w24, w22, [sp, #0x54]
add x2, x19, #0xfc
ldr x1, [x1, #0x8]
str w25, [x19]
str x0, [x20, #0x898]
ror w17, w30, #0x13
ldr w4, [x0, #-0x4]!
csel w0, w0, w1, gt
mov w1, #0x501
add x6, x6, #0xdb0
stur q1, [x21, #0x18]
add w2, w4, w8
mov w0, #0x3b
stp x25, x26, [x2]
add x4, x4, #0x9f0
sub w1, w1, w25
str x23, [x21, #0x10]
ldr x19, [x2, #0x8b0]
ldrsw x0, [x21]
ldr w1, [x20, #0x68]
str x19, [x26, #0xcc0]
ldr x2, [x27, #0x28]
cmp x12, x0
ubfx x8, x2, #16, #8
str x0, [x22, x27, lsl #3]
add x10, x0, #0x18
ldr x3, [x22, x2, lsl #3]
str xzr, [x26, #0x68]
cmp w4, #0x3
cmp w3, #0x4e
sub w0, w22, #0x2
mov x24, #0x1ffb
add x2, x20, #0x250
ldrsh w6, [x14, x5, lsl #1]
str x0, [x23, #0x20]
and w30, w1, w6
cmp w1, #0x2
and x3, x3, #0xfffffffffffffffe
mov x4, #0x73b0
mov w2, #0xdba5
mov w1, #0x1c20
mov w2, #0x7a
ldr d0, [x0]
add w6, w6, w19
add x19, x19, #0xcb0
cmp w5, #0x2f
mov w1, #0xd
orr w0, w2, #0xffffff80
lsr x19, x19, #8
movk w3, #0x2d53, lsl #16
mov w1, #0x312
strb w3, [x19, #0x368]
ldr x4, [x1, #0x78]
stp x13, x10, [x0]
mov x2, #0x7018
mov x1, #0x4059000000000000
ccmp x20, x0, #0x0, eq
ldp x2, x4, [x19, #0x8]
lsl w4, w13, w4
csel w22, w22, w0, ne
add x26, sp, #0xa0
ldr x6, [x6, #0xb48]
ldrh w4, [x24]
udiv x2, x19, x25
tst x6, x5
and w1, w4, #0xffff
str x0, [sp, #0xd8]
csel w0, w0, w13, eq
mov w2, #0x4d2
eor w0, w10, w1, ror #25
ldr w2, [x0, #0x70]
stp x5, x2, [x0, #-0x10]
csel x1, x1, x2, le
add x20, x21, #0x250
ldrb w19, [x24]
ldr x2, [x2, #0xc0]
eor x14, x14, x9
strb w2, [sp]
csel w19, w0, wzr, ge
ldp x3, x6, [sp, #0x68]
strb w2, [x1, #0x20]
ldr x0, [x24, #0xfe8]
mov w6, #0x4
ldr x0, [x6, w0, sxtw #3]
add x3, x0, x3, lsl #2
mov x9, #0x8
add x6, x6, #0x108
add x3, x6, w3, sxtw #3
ldr x20, [x19, #0x78]
cmp x1, #0x40
add x3, x19, #0xf0
adrp x24, 0xba000
str w3, [x19, #0x90]
ldr x23, [x1, x0]
str w20, [x1, #0x304]
ldp w28, w0, [x27, #0x10]
mov w7, #0x8c
ldp x2, x4, [x19, #0x28]
ldr x0, [x28, #0x110]
add w2, w2, #0x34
ldrsw x5, [x19]
ldr x4, [x3, #0x100]
mov w1, #0xf7ff
mov w1, #0x742
mov x21, #0xfb
ccmp x26, x2, #0x1, ge
ldr x26, [x1, x27, lsl #3]
cmp w0, #0x7ff
fmov d0, #23.00000000
mov w2, #0x6126
fsub d8, d3, d17
ldr x1, [x19, #0x520]
ubfx w24, w7, #2, #3
ands w1, w1, #0x3
str w2, [x21, #0x88]
ldr w3, [x0, x1, lsl #2]
stp q18, q16, [sp, #0x1a0]
fmov d0, #4.50000000
str x19, [x2, #0x20]
udiv x0, x24, x4
str x0, [x19, #0x468]
and x1, x1, #0x30000
mov x26, #-0xa
mov w2, #0xaf
csel x6, x0, x1, lt
csel w21, w21, w20, eq
ldur w2, [x0, #-0x4]
cmp x1, x2, asr #2
and x6, x6, #0xffff
str x0, [x21, #0x5730]
ldr d3, [x0, #0xec8]
ldr d0, [x21, #0x18]
sub x3, x3, x4, asr #63
and w3, w3, #0x8
ushr d22, d6, #0x38
add x3, x3, #0xd40
csel x19, x19, x2, le
and w26, w1, #0x80
add x3, x28, #0x5
ldr x27, [x28, #0x20]!
ror w25, w3, #0x1b
orr w23, w23, w26
add x1, x1, #0x9b0
ldr x28, [x20, #0x8]
asr x0, x19, #3
mov x3, #-0x18
add x1, x0, x0, lsl #2
cbnz x20, sym
mov w4, #0x73
sub x4, x21, x1
ldr x1, [x1, x21]
movk x2, #0xfffd, lsl #16
add x2, x19, x19, lsl #1
str x3, [x21, x6, lsl #3]
cmp w21, #0x4d
mov w4, #0x2c85
add x2, x2, #0xd08
ldr x5, [x19, #0x20]
ldrb w2, [x3, #0x30]!
strh w3, [x23]
stp x13, x11, [sp, #0x28]
add x16, x16, #0x9d8
add w1, w1, w2, lsl #1
ldr w23, [x1, #0x10]
str x2, [x22, #0x28]
movk w3, #0xa3, lsl #16
ldur x1, [x22, #-0x8]
mov w1, #0x128
mov x2, #-0x2
add x8, x8, #0x1c0
str wzr, [x1, #0x3d84]
movk w5, #0xe49b, lsl #16
madd w1, w1, w0, w2
ldr x19, [x24, #0x10]
ldr w0, [x22, x3]
asr x0, x0, #50
add w9, w9, w1
ldr w3, [x5, x3, lsl #2]
strb w3, [x23], #0x1
clz x3, x1
tst x0, #0x400000
add x21, x21, #0xb78
add w22, w1, #0x1
ldr x8, [x7]
ldr w4, [x20, x0, lsl #2]
str x27, [sp, #0x910]
strb w12, [x0, #0x1]
ldr w1, [x21, #0xc]
str w1, [sp, #0x10c]
movk x1, #0xaaaa, lsl #16
adrp x26, 0xb0000
and w1, w20, #0x3f
ldr x25, [sp, #0x2b0]
and w19, w19, #0x1f
add x1, x1, #0x0
cmp w22, w23
ldr x26, [x2, x1]
add x20, x22, #0x8
lsr w0, w1, #2
cmp w9, w3
add x6, sp, #0x140
and w5, w0, #0x800
add x5, sp, #0x80
sub x1, x1, w25, sxtw #3
ldur x0, [x28, #0x4]
strb w3, [x2, x1]
ldr w0, [x24, #0x180]
eor x11, x11, x2
ccmp x0, #0x0, #0x4, ge
cmp w4, w22
stp q0, q0, [x27, #0xa0]
str x22, [x28, #0x40]
str w4, [sp, #0xa8]
ldr x28, [x21, #0x28]
str d0, [x20, #0x98]
add x6, x6, #0x680
ushll v0.4s, v2.4h, #0x0
str x3, [x0, #0x60]
add x9, x9, #0x958
add x27, x22, x25
csel x2, x22, x2, ls
eor w26, w26, w14
sub w0, w0, #0x8
add w17, w27, w8
ldr x17, [x16, #0xf68]
ldr x4, [x22, #0x398]
cmp w20, #0x3f5
ldr w1, [x23, #0x8]
mov x12, x11
ldr x23, [x0, #0x220]
mov x6, x0
str d0, [x8, x0]
ldr w3, [x2, #0xa0]
stp w2, w2, [x25, #0x18]
str x21, [x24, x0, lsl #3]
str xzr, [sp, #0xf8]
stp x0, x3, [sp, #0x80]
subs x10, x10, #0x1
ubfiz x3, x5, #4, #8
madd w0, w0, w7, w3
ldrb w9, [x19, #0x5]
csel x2, x12, x13, eq
ldr w24, [x21]
ldr w0, [x2, x0]
ldrb w5, [x5, #0x1]
sturh w2, [x24, #-0x6]
ldr w3, [x20, #0x18]
stp x22, xzr, [x19, #0x8]
add x5, x5, #0x5b0
add x19, x19, #0xd
fdiv d0, d0, d8
mov w6, #0x54
mov w7, w4
strb w0, [x21, w2, uxtw]
ldr x0, [x0, x20]
ldr x26, [sp, #0x8]
strb w1, [x2, x0]
mov w3, #0x2c
mov w5, #0x1b
add x4, x4, #0xb70
ldr w3, [sp, #0xc]
add x0, x0, #0xe30
ldrh w0, [x22, x21, lsl #1]
mul x0, x0, x19
add x19, x19, x22
cmp xzr, x26, lsl #5
ldr x0, [x0, #0xa98]
mul w0, w19, w0
ubfx w10, w10, #2, #3
str w24, [sp, #0x8]
and x23, x2, #0x7fffffffffffffff
movk w4, #0xb5c0, lsl #16
cmp w2, #0x41
cmp x3, #0x80
mov w4, #0x5180
ldr x5, [x22, #0x20]
mov w0, #0x4a4
ldr w26, [sp, #0x94]
ldrb w0, [x23, w8, sxtw]
ldp x0, x3, [x20, #0x8]
ldr x3, [x22, x1, lsl #3]
strh w2, [x10, #0x2]
and w1, w1, #0x80000
stur q0, [x23, #0x8]
str w3, [x21, #0x8]
cmp w4, #0x30
sdiv x2, x19, x5
ldp w2, w1, [sp, #0x7c]
add x22, x22, #0x3d8
str x24, [x25, #0x10]
str w2, [x19, #0x28]
str w4, [x3, #0x10]
mov x6, #0x26f
ldrsw x0, [x25, #0x50]
ccmp x23, #0x0, #0x0, ne
add x25, x24, #0xf80
asr w4, w4, #1
str xzr, [x19, #0x468]
add x23, sp, #0x40
ldr x12, [sp, #0x80]
mov w5, #0x303
add x4, x4, x12, lsl #2
cmp w19, #0x60
ldr x26, [x20, #0x28]
strb w1, [x0, #0x48]
ldr x19, [x23, x21, lsl #3]
mov w1, #0x254
ldrsw x2, [x2, #0x40]
eor w13, w13, w14, lsr #10
str x27, [x20, x23, lsl #3]
mov x0, #0x200000
cmp w0, #0x12d
ubfiz w1, w3, #6, #6
add x2, x2, #0xd40
ldrb w3, [x19, #0x1a]
and w28, w1, #0x8
str x1, [x2, #0x1d80]
ldr q0, [x2], #0x10
mov x6, #0x1400
ldr w1, [x26, #0x1c]
ldrb w6, [x6, #0x48]
stp x23, x22, [x24, #0x18]
rev16 w22, w22
ldr x7, [x1, #0x28]
bfi w11, w4, #6, #26
mov w1, #0x27d
mov x4, #0xbe60
sub x19, x27, #0x10
add x0, x20, #0x5
ldr x17, [x16, #0x5e0]
str w5, [x2, x0]
movk x0, #0x4183, lsl #48
str x2, [x4, x1, lsl #3]
asr x26, x25, #1
str x2, [x19, #0x960]
ldr x28, [sp, #0xf0]
add x3, x21, #0xf40
str x13, [x28, #0x10]
ldp x6, x8, [sp, #0x40]
ldr x2, [x4, w0, sxtw #3]
stp q0, q1, [x19]
add x2, x4, x2
ldrh w3, [x0, #0x4]
strb w4, [x1, #0x8]
add w4, w3, w25
strb w1, [x2, #0x50]
mov w24, #0x5dd1
ldr x3, [x3, #0x20]
str x24, [x21, #0x50]
ldr d0, [sp, #0x48]
stp x2, x3, [sp, #0x110]
str x25, [sp, #0x120]
cmp w1, #0x303
and x1, x1, #0xffffffffffffc000
mov x21, #-0x1201
ldr d0, [x0, #0x5e0]
eor w16, w16, w11, ror #7
add x0, sp, x8
lsr x5, x3, #16
add x16, x16, #0x1f8
ldr x20, [x20, #0xed8]
str w5, [x20, #0x28]
mov w2, w2
add w20, w26, #0x3
mov w27, #0xf97d
stp x11, x11, [sp, #0x10]
ldrb w3, [x19, #0x35]
mov w0, #0x3c3
mov v0.b[7], v3.b[0]
ldrh w3, [x19, x0, lsl #1]
str w3, [sp, #0xb0]
add x3, x3, #0xd18
ldp x5, x1, [x19, #0x8]
mov w2, #0x92
movk w0, #0x3b74, lsl #16
ldr w2, [sp, #0x74]
ldr x1, [sp, #0x18]
str x19, [x21, #0x20]
and w3, w3, #0xffff
str x2, [x1, x20]
str xzr, [x19, #0x838]
ldar x24, [x23]
cmp w1, #0x7b
mov w23, #0x9680
add x3, x3, #0x220
ldrb w1, [x21, #0xe]
sxtw x8, w8
ldr x3, [x24, #0x10]
str q2, [x8, #0x70]
str x2, [x4, #0x1e0]
ushr d23, d5, #0x10
ldr x1, [x3], #0x8
ldp w1, w2, [sp, #0x5c]
mov w2, #0x2493
str x4, [x2, #0x2f8]
ldr w0, [x19, #0x1a0]
adds x20, x20, #0x1
cbnz w19, sym
ldr w0, [x13, #0x14]
and w26, w4, w5
strb w3, [x4, #0x3]
ushr v7.2s, v4.2s, #0x18
str wzr, [x19, #0xe0]
add x5, x5, x9
stp q2, q0, [x2, #0x20]
sub x1, x3, x1, lsl #3
sub x1, x3, #0x10
lsr x1, x4, x1
ccmp w21, w0, #0x0, eq
ushll2 v21.2d, v21.4s, #0x0
ldrh w2, [x1, #0x8]
ldr w4, [x8, x7]
sub x5, x1, x3
mov w3, #0x37
sub w0, w0, #0xce6
str x0, [x27, #0x50]
ldr w2, [x3, #0x8]
and x3, x7, #0xfffffffffffffffc
add x21, x20, #0xb18
ldr w1, [x1, #0xc]
add x1, x22, #0x838
lsr w1, w0, #8
mov w4, #0xb850
ccmp w3, #0x9, #0x0, ne
mov w1, #0x2a
ldr x0, [x0, #0xf0]
mov w22, #0x4b83
str x21, [x20, #0x40]
ldr x6, [sp, #0xa8]
and w12, w12, w4
sub x27, x27, w0, sxtw #3
cinc w0, w27, ne
add x0, x28, w1, sxtw #2
ldr x0, [x2, #0xb48]
ccmp x2, x1, #0x4, ls
add x9, x9, #0xb78
lsl w27, w20, #7
sbfiz x22, x20, #3, #32
ldr x1, [x26, #0x20]
stp x0, x0, [x19, #0x8]
ldr w0, [x19, #0xd0]
stp x0, x1, [x28, #0x98]
mov w0, #-0x8000
add x2, x2, #0x30
add x3, x28, #0x4
ldr w2, [x2, #0xe18]
str w0, [x25, #0x20]
ldrb w1, [x20, #0xa]
mov x9, #0x1eb0
add x2, x2, #0xdd8
str w3, [x21]
ldr x2, [x28, #0x88]
ldr x5, [x0, x4, lsl #3]
mov w6, #0x3f4
add x4, x4, #0x4d0
ldur x22, [x0, #0x1c]
str w20, [x25, #0x10]
add w4, w3, #0x1
sub x11, x7, #0x1
add w0, w1, w20
add x20, x19, #0x5f8
add x2, x19, #0x3e8
adds w23, w23, w2
add x1, x1, #0x6f8
str x2, [x0, #0x18]
cmp w26, #0x17
add x0, x0, #0xb60
stp x29, x30, [sp, #-0xf0]!
add x1, x27, #0x8f8
add x7, x26, x24
str w1, [x0, x3, lsl #2]
add x12, x12, x20
add x0, sp, #0x265
lsl x24, x24, x0
add x8, x8, x6
mov w8, #-0x3001
ldr x5, [x25, #0x18]
ldr x23, [x0, #0x120]
mov x7, #0x68b8
str x6, [x2, x3, lsl #3]
add x21, x21, #0x998
ldr x0, [x21, #0x230]
sub w2, w0, #0x2b
sxtw x19, w0
movk x14, #0xbe0a, lsl #32
add x27, x25, #0x10
movk w0, #0x4, lsl #16
add x1, x27, x26, lsl #3
adrp x1, 0x150000
mov x4, #0x8968
and x0, x0, #0xffffffffc00001ff
ldrb w2, [x5, #0x6]
orr x20, x20, x1, lsl #32
add x0, x0, #0xac0
str q0, [x0, #0x1f0]
add x1, x24, #0x38
strb w2, [x1], #0x1
sub x24, x27, #0x1
ldr x6, [x21, #0x28]
add x5, x5, #0xb80
add x20, x23, w20, sxtw
str w0, [x20, #0x2d0]
add x0, x0, #0x1c
add x28, x0, x15
str w0, [x22, #0x350]
add w2, w2, #0x400
ldr x0, [x19, #0x318]
ldr x4, [x25, #0x8]
ldr w0, [x21, #0x418]
mul x0, x19, x0
umull x4, w3, w4
add x0, x24, #0xb10
movk x24, #0x4, lsl #48
ldr x22, [x20, #0x38]
ldrb w4, [x0, #0x7]
ror x2, x2, #0x10
ldr x0, [x20, #0x280]
sturh w4, [x3, #-0x6]
lsl x4, x8, #1
add x3, x3, x5, lsl #1
ldr w25, [sp, #0x7c]
str w0, [x2, #0x14]
mov w2, #0x1127
mov w0, #0xfb
add x24, x21, x24
ldrb w2, [x8, x3]
sub x7, x3, x7, lsl #1
add x20, x22, #0x18
mov x12, #0xb4e2
sub w1, w20, w3
ldr w3, [x3, x4]
ldur d8, [x23, #0x1c]
orr x5, x3, #0x20
add x0, x0, #0x560
ldr x6, [x5]
stp x20, x0, [sp, #0x60]
sub sp, sp, #0x180
ldp x8, x20, [x23, #0x10]
str w5, [x20, #0x14c]
mov x1, #0x2b8
cmn x0, #0x8, lsl #12
cmp w2, #0x1ff
str x3, [x20, #0x10]
ccmp x2, x1, #0x0, ne
lsl w2, w0, #4
add x23, x20, #0x18
stp q0, q1, [x10]
add w2, w2, #0x76c
sturb w0, [x8, #-0x1]
ldr x2, [x2, #0xc28]
mov w3, #0x383
cmp x2, #0x168
csel x1, x1, x0, ne
add x1, x20, #0x14
add x22, x21, #0x198
ldr x13, [sp, #0x88]
str d9, [x1, x0]
add x10, x19, x4
str x20, [x0, #0x58]
ldr x2, [x22, x19, lsl #3]
ccmp w19, w0, #0x4, ne
mov w1, #0xd2
cinc w25, w25, ne
add w10, w7, w10
mov w1, #0x9a
mov x25, x28
adrp x22, 0x5f1000
add x9, x9, #0xa00
ldr x1, [x21, w20, sxtw #3]
add x21, x20, #0x9
add x3, x3, #0x760
cmp w19, w26
ldr x5, [x1, x3, lsl #3]
add x4, x4, #0xf18
add w10, w10, w17
ushr d2, d8, #0x10
sub x27, x21, #0x22
stur d0, [sp, #0x54]
ldr x27, [x29, #0xe0]
str x2, [x1, #0xe10]
cmp x3, x1
add x16, x16, #0xa8
mov x6, #0x8cb8
mov w6, #0xf53a
sub w12, w0, w12, lsl #1
ldr x12, [sp, #0x28]
sub x12, x13, x0
add x29, sp, #0x10
madd x0, x0, x1, x2
ldrb w19, [x0, #0x20]
sdiv x10, x11, x12
add x24, x24, #0xb18
fdiv d4, d2, d3
msub w21, w1, w21, w0
str w1, [x26, #0x38]
add x1, x22, #0x5c0
movi d0, #0xffffffff00000000
add x4, x4, #0xd88
add x0, x24, #0xed0
ldr d1, [x19, #0x8]
add x7, x24, x4
str x3, [x19, #0x220]
str x7, [x20, #0x10]
add x19, x19, #0x420
add x9, x5, x8
ldr x2, [x21, #0xd0]
add x6, x6, #0x98
mov w20, #0xc350
sub x4, x4, #0x60
ldr w0, [x23, #0x68]
asr w20, w0, #31
mov w1, #0x1d2
sub x0, x21, x0, lsl #3
mov w1, #0x7bc
subs x4, x4, #0x1
ldr w3, [x1, #0x1c8]
add x19, x5, w2, sxtw
ands w2, w0, #0xff
str wzr, [sp, #0xa0]
ushr v1.2s, v8.2s, #0x18
ldr x0, [x27, #0x90]
add x0, x0, #0xf40
add x1, x1, x22
lsl x3, x3, x25
mov w1, #0x2bd
stp xzr, x1, [sp, #0x18]
str w0, [x22, #0x6d0]
add x5, x25, x0
add x29, sp, #0x80
stp q23, q18, [sp, #0x120]
str h0, [x0], #0x2
mov w27, #0x40
ldp x3, x0, [sp, #0x68]
mov x0, #0xe78000000000
add x0, x19, x28, lsl #2
add x0, x3, x0, lsl #3
add x3, x21, x3
ldp w9, w10, [x0, #0x8]
add x26, sp, #0x80
ldr s8, [x19, #0x34]
mov w0, #0x7761
add x8, x9, x2
ldr x5, [x0, #0x2d0]
ldr x7, [x19, #0x3a8]
add x27, x27, #0x10
add x22, x20, x22, lsl #1
ldr x21, [x1, #0x58]
ldr x1, [x19, #0xf0]
ldr x19, [x0, #0x628]
add x5, x21, #0xc4
add x0, x27, x19, lsl #1
mov w6, #0x211
stp x29, x30, [sp]
fmadd d9, d9, d1, d0
mov w1, #0x15a4
ldrh w2, [x5, #0x8]
ldr x8, [x27, #0x38]
cmp w22, #0x9
add x24, x21, x20, lsl #3
add x21, x0, #0x38
ldr q19, [x0, #0x680]
mov x19, x26
ldr x4, [x27, #0x20]
str xzr, [x0, #0xd0]
add w0, w1, #0x2
strb w2, [x1, x5]
stp xzr, x1, [x0, #0x10]
ldr x0, [x2, #0xf8]
ccmp x21, x1, #0x4, le
str x0, [x20, #0x28]
movk x1, #0x4444, lsl #16
add x0, x27, #0x30
add x21, x21, x6
cmp w0, #0x7d
ldrb w3, [x19, x2]
str x27, [sp, #0x80]
ldp w0, w1, [x24, #0x50]
ldr q1, [x0, #0xad0]
ldr x0, [x8, #0x20]
add w6, w20, w6
tbz w11, #0x5, sym
orr x4, x4, x6
mov w2, #0x196
ldr x21, [x21, #0x28]
ldr x17, [x16, #0x400]
cmp w0, #0x380
lsl x3, x19, #4
and w1, w1, #0xffffffc3
eor w5, w5, w9
ldrb w1, [x3, x4]
ldr w0, [x0, #0x4c]
ldrb w0, [x27, #0x2]
mov w2, #0x6c0
str x21, [sp]
mov w10, w21
add w22, w22, w4
ldr d10, [x0, #0x10]
str h0, [x0, #0x6]
tbnz x28, #0x3f, sym
ldr x2, [x19, #0x48]
ldr x2, [x23, #0x40]
str x22, [x26, #0x60]
ldr x1, [x1, #0x8a8]
add w1, w1, w1, lsl #1
ldp x8, x4, [sp, #0xa0]
ccmp x26, #0x0, #0x0, eq
add x0, sp, #0x88
mov w5, w4
ldr x3, [sp, #0x90]
ldrsw x0, [x0, #0x14]
ccmp w25, #0x0, #0x4, gt
ldrh w1, [x7, x1]
mov x11, #0x0
cmp x20, #0x7f
ror x7, x8, #0x12
str w1, [x28, #0x18]
ldrb w2, [x4, #0x1]
ldr w0, [x19, #0xcc]
add x4, x8, #0x2
ubfiz x2, x23, #1, #8
add x4, sp, #0x120
movk x4, #0x9ba5, lsl #32
ldr w18, [x0, #0x20]
add x4, x4, #0x610
cmp x27, #0x1, lsl #12
strb w2, [x0, x5]
add x1, x26, #0x400
movk w12, #0xeb86, lsl #16
cmp w1, #0x7a
ldr w4, [x4, #0x48]
str xzr, [x3, #0x8]
add x0, x0, #0xf90
str x21, [x22, #0x28]
ldr x28, [sp, #0x208]
cset w21, ne
add x0, x23, x2, lsl #2
add x1, x0, #0x2f0
msub w19, w19, w3, w0
