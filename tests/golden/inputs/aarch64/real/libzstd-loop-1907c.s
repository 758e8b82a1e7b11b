// libzstd: loop of 16 instructions at 0x1907c (base), llvm-objdump -d of libzstd.so.1.5.4
.Lloop:
sub	w0, w0, #0x1
mov	w5, w15
add	w7, w7, #0x1
strh	w5, [x10, x9]
cmp	w4, w7
b.lo	.Ltgt
mov	w6, w7
mov	w5, #0x0
lsl	x9, x6, #1
ldr	w6, [x2, x6, lsl #2]
mov	w8, w6
cmp	x8, x3
b.eq	.Ltgt
cbz	w6, .Ltgt
cmp	w6, w14
b.ls	.Lloop
