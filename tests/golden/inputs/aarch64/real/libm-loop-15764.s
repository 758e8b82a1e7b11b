// libm: loop of 18 instructions at 0x15764 (base), llvm-objdump -d of libm.so.6
.Lloop:
mov	w1, #0x31
mov	x2, #-0x402f
b	.Ltgt
mov	x10, #-0x3fff
mov	w0, #0xf
add	x10, x10, x5, lsr #48
mov	w1, #0x31
b	.Ltgt
lsl	x1, x5, #15
cmp	x1, #0x0
b.gt	.Ltgt
b	.Ltgt
lsl	x1, x5, #15
mov	x2, #-0x402f
mov	x10, #-0x3ffe
cmp	x1, #0x0
b.gt	.Ltgt
b	.Lloop
