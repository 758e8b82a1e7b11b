// libavcodec: loop of 18 instructions at 0x9452c (neon), llvm-objdump -d of libavcodec.so.59.37.100
.Lloop:
ldr	w0, [x20, #0x4c]
cmp	w0, w21
b.le	.Ltgt
mov	x0, x19
bl	.Ltgt
add	x0, x19, #0x8
bl	.Ltgt
movi	v0.4s, #0x0
add	x0, x19, #0x38
add	x1, x19, #0x88
add	w21, w21, #0x1
add	x19, x19, #0x250
stp	q0, q0, [x0]
stp	q0, q0, [x0, #0x20]
str	q0, [x0, #0x40]
stp	q0, q0, [x1]
stp	q0, q0, [x1, #0x20]
b	.Lloop
