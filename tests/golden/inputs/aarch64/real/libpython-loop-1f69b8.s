// libpython: loop of 12 instructions at 0x1f69b8 (base), llvm-objdump -d of libpython3.11.so.1.0
.Lloop:
cmp	x4, x3
b.ls	.Ltgt
ldr	w1, [x3]
tst	w6, w1
b.eq	.Ltgt
cmn	w6, #0x10, lsl #12
b.eq	.Ltgt
cmn	w6, #0x80
b.eq	.Ltgt
mov	w0, #0xffff
mov	w6, #-0x10000
b	.Lloop
