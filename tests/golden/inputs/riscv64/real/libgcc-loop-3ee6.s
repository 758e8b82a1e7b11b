# libgcc: loop of 28 instructions at 0x3ee6 (fp), llvm-objdump -d of libgcc_s.so.1
.Lloop:
fmul.d	fa0, fa4, fa3
fmul.d	fa4, fa4, fa2
auipc	a5, 0xc
fld	fa1, 0x1c2(a5)
fmsub.d	fa2, fa5, fa2, fa0
fmadd.d	fa3, fa5, fa3, fa4
fmul.d	fa0, fa2, fa1
fmul.d	fa1, fa3, fa1
ret
frflags	a5
flt.d	a3, ft4, ft5
fsflags	a5
frflags	a5
flt.d	a4, ft4, ft6
fsflags	a5
feq.d	a5, fa5, fa5
snez	a3, a3
snez	a4, a4
fcvt.d.w	fa0, a3
fcvt.d.w	fa1, a4
fsgnj.d	fa2, fa0, fa2
fsgnj.d	fa3, fa1, fa3
beqz	a5, .Ltgt
feq.d	a5, fa4, fa4
bnez	a5, .Lloop
fmv.d.x	fa1, zero
fsgnj.d	fa4, fa1, fa4
j	.Lloop
