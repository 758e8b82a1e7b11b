// libdav1d: loop of 13 instructions at 0x5ae98 (base), llvm-objdump -d of libdav1d.so.6.6.0
.Lloop:
mov	x6, x23
mov	w4, w21
mov	x2, x20
mov	x1, x19
mov	x0, x22
add	w28, w28, w24
bl	.Ltgt
add	x27, x27, x25
cmp	w18, w28
b.le	.Ltgt
mov	x3, x27
mov	x5, #0x0
b	.Lloop
