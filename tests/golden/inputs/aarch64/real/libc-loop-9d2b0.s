// libc: loop of 9 instructions at 0x9d2b0 (neon), llvm-objdump -d of libc.so.6
.Lloop:
stur	q1, [x5, #-0x10]
stur	q0, [x5, #-0x20]
ldp	q0, q1, [x4, #-0x60]
stur	q3, [x5, #-0x30]
str	q2, [x5, #-0x40]!
ldp	q2, q3, [x4, #-0x80]
sub	x4, x4, #0x40
subs	x2, x2, #0x40
b.hi	.Lloop
