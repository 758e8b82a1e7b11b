# libm: loop of 40 instructions at 0x3cc3c (fp), llvm-objdump -d of libm.so.6
.Lloop:
fmv.s	fa1, fs1
fmv.s	fa0, fs0
jal	.Ltgt
jal	.Ltgt
fcvt.s.w	fs0, s2
auipc	a5, 0x27
flw	fa5, 0x52c(a5)
fnmsub.s	fs0, fs0, fa5, fa0
j	.Ltgt
flt.s	a5, fs1, fa5
beqz	a5, .Ltgt
bnez	s2, .Lloop
fsub.s	fa0, fs0, fa5
fadd.s	fs0, fs0, fa5
auipc	a5, 0x27
flw	fa5, 0x4e0(a5)
fle.s	a5, fa5, fs1
fmul.s	fa0, fa0, fs0
beqz	a5, .Ltgt
fmadd.s	fa0, fs1, fs1, fa0
jal	.Ltgt
auipc	a5, 0x27
flw	fa5, 0x4ee(a5)
fmul.s	fs0, fa0, fa5
j	.Ltgt
fmv.s	fa0, fs0
li	a0, 0x18
li	s2, 0x18
jal	.Ltgt
fmv.s	fs0, fa0
fmv.s	fa0, fs1
li	a0, 0x18
jal	.Ltgt
auipc	a5, 0x16
flw	fa5, -0x142(a5)
feq.s	a5, fs0, fa5
fmv.s	fs1, fa0
beqz	a5, .Ltgt
fmv.s	fs0, fa5
j	.Lloop
