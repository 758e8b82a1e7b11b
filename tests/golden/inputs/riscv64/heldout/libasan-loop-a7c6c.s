# libasan: loop of 39 instructions at 0xa7c6c (base), llvm-objdump -d of libasan.so.8.0.0
.Lloop:
li	a5, 0x1
sd	a5, 0x18(sp)
sb	zero, 0x0(s0)
mv	a2, s3
auipc	a1, 0x27
addi	a1, a1, -0x15e
addi	a0, sp, 0x8
jal	.Ltgt
ld	s1, 0x8(sp)
j	.Ltgt
mv	a0, s1
sb	zero, 0x0(s0)
jal	.Ltgt
addi	s1, s0, 0x1
li	a1, 0xa
mv	a0, s1
jal	.Ltgt
mv	s0, a0
bnez	a0, .Ltgt
lbu	a5, 0x0(s1)
bnez	a5, .Ltgt
ld	a1, 0x10(sp)
ld	a0, 0x8(sp)
jal	.Ltgt
ld	ra, 0x48(sp)
ld	s0, 0x40(sp)
ld	s1, 0x38(sp)
ld	s2, 0x30(sp)
ld	s3, 0x28(sp)
addi	sp, sp, 0x50
ret
beqz	s1, .Ltgt
li	a2, 0x1
add	a0, s0, a5
sub	a2, a2, a5
li	a1, 0x0
jal	.Ltgt
ld	s0, 0x8(sp)
j	.Lloop
