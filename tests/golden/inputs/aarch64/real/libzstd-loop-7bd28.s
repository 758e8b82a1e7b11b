// libzstd: loop of 8 instructions at 0x7bd28 (neon), llvm-objdump -d of libzstd.so.1.5.4
.Lloop:
ldr	q0, [x6]
add	x19, x19, #0x20
add	x6, x6, #0x20
stur	q0, [x19, #-0x20]
ldur	q0, [x6, #-0x10]
stur	q0, [x19, #-0x10]
cmp	x0, x19
b.hi	.Lloop
