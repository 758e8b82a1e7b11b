// libsodium: loop of 38 instructions at 0x18e30 (neon), llvm-objdump -d of libsodium.so.23.3.0
.Lloop:
ldp	x0, x1, [x5]
stp	x0, x1, [sp, #0x38]
add	x1, sp, #0x8
mov	x0, x21
bl	.Ltgt
tbnz	w0, #0x1f, .Ltgt
movi	v0.4s, #0x0
add	x19, sp, #0x48
and	x2, x22, #0xff
mov	x1, x20
mov	x0, x19
stp	q0, q0, [x19]
stp	q0, q0, [x19, #0x20]
stp	q0, q0, [x19, #0x40]
stp	q0, q0, [x19, #0x60]
bl	.Ltgt
mov	x2, #0x80
mov	x1, x19
mov	x0, x21
bl	.Ltgt
mov	x0, x19
mov	x1, #0x80
bl	.Ltgt
adrp	x0, .Ltgt
ldr	x0, [x0, #0xfc0]
ldr	x2, [sp, #0xc8]
ldr	x1, [x0]
subs	x2, x2, x1
mov	x1, #0x0
b.ne	.Ltgt
ldp	x29, x30, [sp, #0xd0]
mov	w0, #0x0
ldp	x19, x20, [sp, #0xe0]
ldp	x21, x22, [sp, #0xf0]
add	sp, sp, #0x100
ret
stp	xzr, xzr, [sp, #0x28]
cbnz	x5, .Lloop
