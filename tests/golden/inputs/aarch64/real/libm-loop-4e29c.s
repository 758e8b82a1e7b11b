// libm: loop of 17 instructions at 0x4e29c (fp), llvm-objdump -d of libm.so.6
.Lloop:
ret
fcmp	d0, d0
b.vs	.Ltgt
fabs	d2, d2
fcmp	d2, d3
b.hi	.Lloop
fabs	d1, d1
fcmp	d1, d3
b.hi	.Lloop
adrp	x0, .Ltgt
ldr	x0, [x0, #0xf98]
mrs	x1, TPIDR_EL0
mov	w2, #0x22
str	w2, [x1, x0]
b	.Lloop
fcmp	d2, d1
b.vs	.Lloop
