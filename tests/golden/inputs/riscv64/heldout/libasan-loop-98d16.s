# libasan: loop of 14 instructions at 0x98d16 (base), llvm-objdump -d of libasan.so.8.0.0
.Lloop:
srliw	a4, s1, 0x14
add	a5, a5, a4
lbu	a5, 0x0(a5)
beqz	a5, .Ltgt
jal	.Ltgt
mv	a1, s1
jal	.Ltgt
mv	a1, a0
mv	a0, s1
jal	.Ltgt
j	.Ltgt
jal	.Ltgt
mv	a5, a0
j	.Lloop
