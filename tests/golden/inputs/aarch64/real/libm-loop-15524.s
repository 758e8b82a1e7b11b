// libm: loop of 37 instructions at 0x15524 (neon), llvm-objdump -d of libm.so.6
.Lloop:
lsr	x5, x6, #63
sub	x1, x0, x4
cmp	x6, x7
b.lo	.Ltgt
sub	x3, x6, x7
orr	x8, x1, x3
tbnz	x1, #0x3f, .Ltgt
cbnz	x8, .Ltgt
lsr	x0, x9, #63
adrp	x1, .Ltgt
add	x1, x1, #0xa20
add	x0, x1, x0, lsl #4
ldr	q0, [x0]
ldp	x29, x30, [sp], #0x30
ret
mov	x10, #-0x3fff
add	x10, x10, x5, lsr #48
movk	x0, #0x1, lsl #48
mov	x1, #-0x3ffe
cmp	x10, x1
b.ge	.Ltgt
sub	x1, x1, x10
mov	w3, w1
cmp	x1, #0x3f
b.gt	.Ltgt
mov	w4, #0x40
sub	w1, w4, w1
lsr	x4, x7, x1
lsl	x5, x5, x3
orr	x4, x4, x5
lsl	x7, x7, x3
sub	x1, x6, x7
b	.Ltgt
add	x0, x5, x0, lsl #1
lsl	x6, x6, #1
subs	x2, x2, #0x1
b.ne	.Lloop
