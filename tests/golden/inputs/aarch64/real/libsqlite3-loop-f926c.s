// libsqlite3: loop of 33 instructions at 0xf926c (fp), llvm-objdump -d of libsqlite3.so.0.8.6
.Lloop:
ldp	x2, x1, [sp, #0x50]
mov	x4, x26
ldr	x3, [sp, #0x20]
mov	x0, x28
bl	.Ltgt
mov	w23, w0
cbz	w0, .Ltgt
ldr	w2, [sp, #0x68]
mov	w1, w24
mov	x0, x28
bl	.Ltgt
mov	w23, w0
cbnz	w0, .Ltgt
ldr	w0, [sp, #0x6c]
cbz	w0, .Ltgt
ldr	d8, [x28, #0x60]
ldrh	w1, [sp, #0x44]
strh	w1, [x28, #0x56]
stp	w24, w0, [x28, #0x58]
ldr	w0, [sp, #0x40]
add	w24, w24, #0x1
cmp	w0, w24
b.lo	.Ltgt
ldr	x4, [sp, #0x28]
sub	w3, w24, #0x1
ldr	x0, [x28, #0x10]
mov	x1, x26
ldr	w2, [sp, #0x1c]
mul	x3, x3, x4
add	x3, x3, #0x20
bl	.Ltgt
mov	w23, w0
cbz	w0, .Lloop
