# libgphobos: loop of 34 instructions at 0x3928e8 (fp), llvm-objdump -d of libgphobos.so.3.0.0
.Lloop:
ld	s0, 0x1b0(sp)
ld	ra, 0x1b8(sp)
ld	s1, 0x1a8(sp)
ld	s2, 0x1a0(sp)
ld	s3, 0x198(sp)
ld	s4, 0x190(sp)
ld	s5, 0x188(sp)
ld	s6, 0x180(sp)
ld	s7, 0x178(sp)
ld	s8, 0x170(sp)
ld	s9, 0x168(sp)
ld	s10, 0x160(sp)
ld	s11, 0x158(sp)
fld	fs0, 0x148(sp)
addi	sp, sp, 0x1c0
j	.Ltgt
mv	a0, s1
jal	.Ltgt
sd	a0, 0x28(s0)
jal	.Ltgt
ld	a5, 0x0(s0)
bnez	a0, .Ltgt
ld	a0, 0x8(a5)
li	a1, 0x2
auipc	a2, 0x199
addi	a2, a2, -0x7be
j	.Ltgt
ld	s0, 0x0(s0)
mv	a0, s1
jal	.Ltgt
mv	a2, a1
mv	a1, a0
mv	a0, s0
j	.Lloop
