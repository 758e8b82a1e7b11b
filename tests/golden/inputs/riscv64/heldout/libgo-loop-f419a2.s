# libgo: loop of 37 instructions at 0xf419a2 (base), llvm-objdump -d of libgo.so.21.0.0
.Lloop:
lw	a5, 0x0(s2)
sd	s5, 0x8(s0)
sd	s4, 0x10(s0)
bnez	a5, .Ltgt
sd	s1, 0x0(s0)
ld	ra, 0x68(sp)
ld	s0, 0x60(sp)
ld	s1, 0x58(sp)
ld	s2, 0x50(sp)
ld	s3, 0x48(sp)
ld	s4, 0x40(sp)
ld	s5, 0x38(sp)
ld	s6, 0x30(sp)
addi	sp, sp, 0x70
ret
mv	a5, s5
mv	a4, s4
mv	a2, s1
mv	a3, s2
auipc	a1, 0x9d3
ld	a1, 0x2f2(a1)
addi	a0, sp, 0x18
auipc	ra, 0xffc9b
jalr	0x388(ra)
ld	s1, 0x18(sp)
ld	s5, 0x20(sp)
ld	s4, 0x28(sp)
j	.Ltgt
mv	a1, s1
mv	a0, s0
auipc	ra, 0xffc94
jalr	-0x13c(ra)
j	.Ltgt
mv	a1, s3
auipc	ra, 0xffc94
jalr	-0x148(ra)
j	.Lloop
