// libm: loop of 31 instructions at 0x1ee70 (neon), llvm-objdump -d of libm.so.6
.Lloop:
ldr	q0, [sp, #0x30]
ldp	x29, x30, [sp], #0x60
ret
mov	w1, #0x3fc50000
cmp	w0, w1
b.hi	.Ltgt
adrp	x0, .Ltgt
add	x0, x0, #0xe20
ldr	q1, [x0]
ldr	x0, [sp, #0x20]
str	x0, [sp, #0x30]
ldr	x0, [sp, #0x28]
and	x0, x0, #0x7fffffffffffffff
str	x0, [sp, #0x38]
ldr	q0, [sp, #0x30]
bl	.Ltgt
tbz	w0, #0x1f, .Ltgt
ldr	q1, [sp, #0x20]
mov	v0.16b, v1.16b
bl	.Ltgt
adrp	x0, .Ltgt
add	x0, x0, #0x5d0
ldr	q0, [sp, #0x20]
ldr	q1, [x0]
bl	.Ltgt
movi	v1.2d, #0000000000000000
bl	.Ltgt
ldr	q0, [sp, #0x20]
str	q0, [sp, #0x30]
cmp	w0, #0x0
b.gt	.Lloop
