// libblas: loop of 20 instructions at 0x28be8 (fp), llvm-objdump -d of libblas.so.3.11.0
.Lloop:
add	w2, w2, #0x1
add	x5, x5, x4
add	x7, x7, x11
cmp	w2, w10
b.eq	.Ltgt
ldr	d1, [x5]
fcmp	d1, #0.0
b.eq	.Lloop
fmul	d1, d3, d1
add	x0, x9, x7
mov	x1, x3
nop
ldr	d2, [x1]
add	x1, x1, x6
ldr	d0, [x0, #0x8]
fmadd	d0, d2, d1, d0
str	d0, [x0, #0x8]!
cmp	x0, x7
b.ne	.Ltgt
b	.Lloop
