// libstdcxx: loop of 37 instructions at 0x15cb04 (fp), llvm-objdump -d of libstdc++.so.6.0.30
.Lloop:
mov	x0, x19
mov	x1, #0x0
b	.Ltgt
mov	w20, #0x6
b	.Ltgt
sub	w24, w0, w0, lsl #3
mov	w4, #0x6667
sub	w24, w24, #0x9
sub	w1, w1, #0x3e7
movk	w4, #0x6666, lsl #16
mov	w3, #0x4dd3
movk	w3, #0x1062, lsl #16
mov	w2, #0x35
smull	x4, w24, w4
sub	w2, w2, w0
smull	x3, w1, w3
asr	x4, x4, #34
sub	w24, w4, w24, asr #31
asr	x3, x3, #38
add	w24, w24, #0x37
sub	w1, w3, w1, asr #31
b	.Ltgt
add	w25, w25, #0x5
cmp	x25, x21
b.gt	.Ltgt
sxtw	x24, w26
sub	x0, x21, x25
cmp	x24, x0
b.gt	.Ltgt
fmov	d0, d8
mov	w0, w20
mov	x1, x22
mov	x2, #0x0
bl	.Ltgt
sxtw	x19, w0
add	x19, x22, x19
cbz	w26, .Lloop
