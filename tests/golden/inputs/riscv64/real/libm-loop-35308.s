# libm: loop of 21 instructions at 0x35308 (fp), llvm-objdump -d of libm.so.6
.Lloop:
ld	a4, 0x8(sp)
ld	a5, 0x0(s3)
xor	a5, a5, a4
li	a4, 0x0
bnez	a5, .Ltgt
fmv.w.x	fa0, s0
ld	ra, 0x48(sp)
ld	s0, 0x40(sp)
ld	s1, 0x38(sp)
ld	s2, 0x30(sp)
ld	s3, 0x28(sp)
ld	s4, 0x20(sp)
fld	fs0, 0x18(sp)
fld	fs1, 0x10(sp)
addi	sp, sp, 0x50
ret
li	s4, 0x1
j	.Ltgt
fadd.s	fa5, fa0, fa0
fmv.x.w	s0, fa5
j	.Lloop
