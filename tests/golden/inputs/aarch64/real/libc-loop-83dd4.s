// libc: loop of 16 instructions at 0x83dd4 (base), llvm-objdump -d of libc.so.6
.Lloop:
mov	x2, x21
mov	w1, w22
mov	w0, w20
bl	.Ltgt
cmp	w20, w0
b.eq	.Ltgt
mov	x2, x21
mov	w1, w22
mov	w0, w23
bl	.Ltgt
mov	w19, w0
and	w0, w0, #0xfff80000
cmp	w0, w20
b.ne	.Ltgt
cmp	w20, w19
b.eq	.Lloop
