// libzstd: loop of 8 instructions at 0x30798 (neon), llvm-objdump -d of libzstd.so.1.5.4
.Lloop:
ldr	q0, [x11]
add	x0, x0, #0x20
add	x11, x11, #0x20
stur	q0, [x0, #-0x20]
ldur	q0, [x11, #-0x10]
stur	q0, [x0, #-0x10]
cmp	x1, x0
b.hi	.Lloop
