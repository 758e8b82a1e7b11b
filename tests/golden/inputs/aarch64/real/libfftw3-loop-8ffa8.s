// libfftw3: loop of 32 instructions at 0x8ffa8 (fp), llvm-objdump -d of libfftw3.so.3.6.10
.Lloop:
add	x20, x19, #0x8
stp	d1, d0, [sp, #0x30]
mov	x0, x20
bl	.Ltgt
ldr	x0, [x19, #0x68]
mov	x1, x22
mov	x2, x20
bl	.Ltgt
ldr	x0, [x19, #0x68]
add	x1, x21, #0x8
mov	x2, x20
bl	.Ltgt
ldr	x23, [sp, #0x20]
ldp	x21, x22, [sp, #0x10]
mov	x0, x19
b	.Ltgt
nop
nop
cmp	w0, #0xf
adrp	x2, .Ltgt
add	x2, x2, #0x2b0
b.eq	.Ltgt
ldp	x21, x22, [sp, #0x10]
ldr	x23, [sp, #0x20]
b	.Ltgt
nop
add	x1, x1, #0x1
add	x2, x2, x2
add	x1, x1, x2
scvtf	d1, x3
scvtf	d0, x1
b	.Lloop
