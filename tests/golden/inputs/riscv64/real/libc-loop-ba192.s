# libc: loop of 33 instructions at 0xba192 (fp), llvm-objdump -d of libc.so.6
.Lloop:
ld	ra, 0x38(sp)
ld	s0, 0x30(sp)
ld	s1, 0x28(sp)
ld	s2, 0x20(sp)
ld	s3, 0x18(sp)
ld	s4, 0x10(sp)
ld	s5, 0x8(sp)
addi	sp, sp, 0x40
ret
fcvt.s.lu	fa5, s3
fcvt.s.w	fa3, s1
auipc	a5, 0x5c
flw	fa4, -0xa0(a5)
fdiv.s	fa5, fa5, fa3
fmul.s	fa5, fa5, fa4
fcvt.w.s	a3, fa5, rtz
sext.w	a3, a3
j	.Ltgt
li	a2, 0x64
divu	a5, a5, a2
slli	s2, a5, 0x1
add	s2, s2, a5
slli	s2, s2, 0x3
j	.Ltgt
li	a2, 0x1a
auipc	a1, 0x59
addi	a1, a1, -0x370
li	a0, 0x2
jal	.Ltgt
auipc	a5, 0x6b
sd	zero, -0x6(a5)
sd	s5, 0x0(s0)
j	.Lloop
