# libgo: loop of 37 instructions at 0xe663a6 (fp), llvm-objdump -d of libgo.so.21.0.0
.Lloop:
mv	a0, s1
auipc	ra, 0xffd75
jalr	0x7f8(ra)
ld	ra, 0x28(sp)
ld	s0, 0x20(sp)
ld	s1, 0x18(sp)
ld	s2, 0x10(sp)
ld	s3, 0x8(sp)
addi	sp, sp, 0x30
ret
li	a0, 0x0
ld	ra, 0x28(sp)
ld	s0, 0x20(sp)
ld	s1, 0x18(sp)
ld	s2, 0x10(sp)
ld	s3, 0x8(sp)
addi	sp, sp, 0x30
ret
beqz	s1, .Ltgt
mv	a0, s1
auipc	ra, 0xffd75
jalr	-0x7d2(ra)
fmv.d.x	fa5, zero
fmv.d.x	fa4, s2
addi	a0, s1, 0x20
flt.d	a5, fa4, fa5
sb	a5, 0x0(s1)
auipc	a1, 0xac4
ld	a1, -0x4b6(a1)
auipc	ra, 0xffd7c
jalr	-0x56(ra)
neg	a2, s0
mv	a1, s1
mv	a0, s1
auipc	ra, 0xffd74
jalr	-0x4c6(ra)
j	.Lloop
