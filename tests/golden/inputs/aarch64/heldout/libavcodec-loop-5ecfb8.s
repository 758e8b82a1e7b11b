// libavcodec: loop of 10 instructions at 0x5ecfb8 (neon), llvm-objdump -d of libavcodec.so.59.37.100
.Lloop:
movi	v0.4s, #0x0
add	x22, x22, #0x1
stp	q0, q0, [x21]
stp	q0, q0, [x21, #0x20]
add	x21, x21, #0x40
cmp	x22, x26
b.eq	.Ltgt
add	x0, x25, x22
ldurb	w20, [x0, #-0x1]
cbz	w20, .Lloop
