# libgcc: loop of 28 instructions at 0xeb5e (base), llvm-objdump -d of libgcc_s.so.1
.Lloop:
ld	a5, 0x18(sp)
and	a4, a4, a5
bnez	a4, .Ltgt
j	.Ltgt
bnez	a5, .Ltgt
li	a4, -0x1
j	.Lloop
li	a4, 0x4
beq	a5, a4, .Ltgt
jal	.Ltgt
li	a4, 0x50
bne	a5, a4, .Ltgt
bnez	s9, .Ltgt
mv	s7, s10
li	a1, 0x0
j	.Ltgt
li	a1, 0x0
addi	a3, sp, 0x18
addi	a2, s0, 0x8
mv	s1, a0
jal	.Ltgt
andi	a5, s1, 0x7
mv	s7, s10
li	a1, 0x0
bne	a5, s3, .Ltgt
lui	a4, 0x10
addi	a4, a4, -0x1
j	.Lloop
