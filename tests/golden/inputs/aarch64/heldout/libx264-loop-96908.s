// libx264: loop of 11 instructions at 0x96908 (base), llvm-objdump -d of libx264.so.164
.Lloop:
ldr	x5, [x21, #0x50]
mov	x2, x23
mov	x0, x27
mov	x3, x28
mov	x1, x24
add	x27, x27, #0x10
blr	x5
add	x23, x23, #0x10
add	x19, x19, w0, sxtw
cmp	x27, x20
b.ne	.Lloop
