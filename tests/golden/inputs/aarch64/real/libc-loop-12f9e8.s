// libc: loop of 15 instructions at 0x12f9e8 (base), llvm-objdump -d of libc.so.6
.Lloop:
mov	w20, #-0x1
b	.Ltgt
add	x1, x19, #0x18
mov	w0, #-0x1
bl	.Ltgt
cmp	w0, #0x1
b.eq	.Ltgt
mov	x19, #-0x1
cmn	w20, #0x1
b.ne	.Ltgt
b	.Lloop
mov	x0, x19
bl	.Ltgt
cmn	w20, #0x1
b.eq	.Lloop
