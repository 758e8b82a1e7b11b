// libc: loop of 12 instructions at 0x9d9e0 (neon), llvm-objdump -d of libc.so.6
.Lloop:
ldp	q5, q6, [x1], #0x20
ldp	q7, q16, [x1], #0x20
stp	q1, q2, [x3], #0x20
stp	q3, q4, [x3], #0x20
subs	x2, x2, #0x40
b.lt	.Ltgt
ldp	q1, q2, [x1], #0x20
ldp	q3, q4, [x1], #0x20
stp	q5, q6, [x3], #0x20
stp	q7, q16, [x3], #0x20
subs	x2, x2, #0x40
b.ge	.Lloop
