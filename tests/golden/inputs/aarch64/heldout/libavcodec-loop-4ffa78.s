// libavcodec: loop of 22 instructions at 0x4ffa78 (neon), llvm-objdump -d of libavcodec.so.59.37.100
.Lloop:
str	x2, [x1]
str	xzr, [x2, #0x58]
b	.Ltgt
mov	x0, #-0x1
str	x0, [sp, #0x78]
b	.Ltgt
mov	x1, #-0x1
str	x1, [x28, #0x50]
b	.Ltgt
add	x0, x27, #0x1a8
ldp	q0, q1, [x0]
str	wzr, [x27, #0x1c8]
stp	q0, q1, [sp, #0x50]
b	.Ltgt
add	x5, x27, #0x1a8
add	x2, x28, #0x28
ldp	q0, q1, [x5]
stp	q0, q1, [x2]
str	wzr, [x27, #0x1c8]
b	.Ltgt
mov	x1, x24
b	.Lloop
