// libm: loop of 5 instructions at 0x34a20 (fp), llvm-objdump -d of libm.so.6
.Lloop:
fadd	d0, d0, d2
cbz	w12, .Ltgt
b	.Ltgt
fcmpe	d4, d7
b.mi	.Lloop
