# libm: loop of 35 instructions at 0x3bea4 (fp), llvm-objdump -d of libm.so.6
.Lloop:
flw	fa4, 0x1c(sp)
fdiv.s	fs0, fs0, fa5
fmul.s	fa0, fa0, fa4
fdiv.s	fa0, fa0, fa5
fmv.s	fs3, fs0
fmv.s	fa1, fa0
fabs.s	fa5, fs0
flt.s	a5, fa5, fs2
beqz	a5, .Ltgt
fmul.s	fs0, fs0, fs0
fsw	fs0, 0x24(sp)
fabs.s	fa5, fa0
flt.s	a5, fa5, fs2
bnez	a5, .Ltgt
ld	a4, 0x28(sp)
ld	a5, 0x0(s0)
xor	a5, a5, a4
li	a4, 0x0
bnez	a5, .Ltgt
ld	ra, 0x78(sp)
ld	s0, 0x70(sp)
fmv.s	fa0, fs3
ld	s1, 0x68(sp)
fld	fs0, 0x58(sp)
fld	fs1, 0x50(sp)
fld	fs2, 0x48(sp)
fld	fs3, 0x40(sp)
fld	fs4, 0x38(sp)
addi	sp, sp, 0x80
ret
fmul.s	fa0, fa0, fa0
fsw	fa0, 0x24(sp)
j	.Ltgt
fmadd.s	fa5, fs4, fs4, fa5
j	.Lloop
