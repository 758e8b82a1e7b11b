// libgsl: loop of 37 instructions at 0x1276f0 (fp), llvm-objdump -d of libgsl.so.27.0.0
.Lloop:
cbz	x24, .Ltgt
ldp	x6, x1, [sp, #0x98]
mov	x3, #0x0
ldr	x0, [sp, #0xa8]
ldp	x14, x5, [x1, #0x8]
ldp	x13, x0, [x0, #0x10]
lsl	x14, x14, #3
mul	x13, x16, x13
madd	x5, x17, x14, x5
add	x2, x27, x13
add	x13, x0, x13, lsl #3
add	x2, x0, x2, lsl #3
movi	d0, #0000000000000000
mov	x1, x6
mov	x0, x13
nop
ldr	d1, [x1]
add	x1, x1, x28
ldr	d2, [x0], #0x8
fmadd	d0, d2, d1, d0
cmp	x2, x0
b.ne	.Ltgt
ldr	d1, [x23, x3, lsl #3]
add	x6, x6, #0x8
ldr	d2, [x15, x3, lsl #3]
add	x3, x3, #0x1
fsub	d1, d1, d2
fmadd	d0, d10, d0, d1
str	d0, [x5]
add	x5, x5, x14
cmp	x24, x3
b.ne	.Ltgt
add	x16, x16, #0x1
add	x17, x17, x24
add	x15, x15, x28
cmp	x27, x16
b.ne	.Lloop
