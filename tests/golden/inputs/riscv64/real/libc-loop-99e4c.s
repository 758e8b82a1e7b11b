# libc: loop of 27 instructions at 0x99e4c (base), llvm-objdump -d of libc.so.6
.Lloop:
lw	s3, 0x0(a0)
lbu	a1, 0x4(a0)
addi	t4, a0, 0x5
bltz	s3, .Ltgt
beqz	a1, .Ltgt
beqz	t1, .Ltgt
li	a3, 0x0
sd	s1, 0x40(sp)
j	.Ltgt
addi	a3, a3, 0x1
beq	a1, a3, .Ltgt
beq	t1, a3, .Ltgt
add	s1, a0, a3
add	a2, s0, a3
lbu	s1, 0x5(s1)
lbu	a2, 0x1(a2)
beq	s1, a2, .Ltgt
ld	s1, 0x40(sp)
beq	a1, a3, .Ltgt
addi	a3, a1, 0x1
andi	a3, a3, 0x3
add	a0, t4, a1
beqz	a3, .Lloop
li	a2, 0x4
sub	a3, a2, a3
add	a0, a0, a3
j	.Lloop
