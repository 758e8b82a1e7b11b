// libcrypto: loop of 17 instructions at 0x163528 (neon), llvm-objdump -d of libcrypto.so.3
.Lloop:
cmeq	v0.4s, v3.4s, v5.4s
ldp	q17, q16, [x0, #-0x40]
ldp	q7, q6, [x0]
add	x0, x0, #0x20
sshll	v1.2d, v0.2s, #0x0
sshll2	v0.2d, v0.4s, #0x0
add	v3.4s, v3.4s, v5.4s
bsl	v1.16b, v4.16b, v2.16b
bsl	v0.16b, v4.16b, v2.16b
sub	v1.2d, v1.2d, v17.2d
sub	v0.2d, v0.2d, v16.2d
add	v1.2d, v1.2d, v7.2d
add	v0.2d, v0.2d, v6.2d
stp	q1, q0, [x1]
add	x1, x1, #0x20
cmp	x0, x26
b.ne	.Lloop
