// libpython: loop of 32 instructions at 0x1988f0 (fp), llvm-objdump -d of libpython3.11.so.1.0
.Lloop:
ldr	x0, [x22]
sub	x0, x0, #0x1
str	x0, [x22]
cbz	x0, .Ltgt
ldp	x23, x24, [sp, #0x30]
b	.Ltgt
mov	x0, x22
bl	.Ltgt
ldp	x23, x24, [sp, #0x30]
b	.Ltgt
ldp	x23, x24, [sp, #0x30]
fmov	d0, #2.00000000
fmov	d8, #1.00000000
b	.Ltgt
bl	.Ltgt
cbz	x0, .Ltgt
bl	.Ltgt
scvtf	d8, w21
ldp	x23, x24, [sp, #0x30]
fadd	d0, d8, d8
b	.Ltgt
mov	x0, x22
bl	.Ltgt
ldp	x23, x24, [sp, #0x30]
b	.Ltgt
ldp	x23, x24, [sp, #0x30]
fmov	d0, #1.00000000
fmov	d8, #2.00000000
b	.Ltgt
mov	x0, x21
bl	.Ltgt
b	.Lloop
