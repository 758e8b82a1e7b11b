# libc: loop of 18 instructions at 0x27eb6 (base), llvm-objdump -d of libc.so.6
.Lloop:
lw	a5, 0x10(s0)
addiw	a4, a5, -0x1
sw	a4, 0x10(s0)
bnez	a4, .Ltgt
ld	s6, 0x40(s0)
beqz	s6, .Ltgt
mv	a0, s6
jal	.Ltgt
mv	a0, s0
jalr	s6
ld	a0, 0x0(s0)
jal	.Ltgt
sd	zero, 0x0(s0)
addi	s1, s1, -0x1
addi	s0, s0, -0x68
beq	s1, s5, .Ltgt
ld	a0, 0x0(s0)
bnez	a0, .Lloop
