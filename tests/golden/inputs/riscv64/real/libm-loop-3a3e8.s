# libm: loop of 31 instructions at 0x3a3e8 (fp), llvm-objdump -d of libm.so.6
.Lloop:
fmv.w.x	fa5, s0
ld	ra, 0x8(sp)
ld	s0, 0x0(sp)
auipc	a5, 0x27
flw	fa0, 0x710(a5)
fsgnj.s	fa1, fa1, fa5
addi	sp, sp, 0x10
ret
ld	ra, 0x8(sp)
ld	s0, 0x0(sp)
fneg.s	fa0, fa0
addi	sp, sp, 0x10
ret
feq.s	a5, fa4, fa4
beqz	a5, .Ltgt
auipc	a5, 0x27
flw	fa5, 0x6f2(a5)
frflags	a4
flt.s	a5, fa5, fa4
fsflags	a4
bnez	a5, .Ltgt
auipc	a5, 0x2a
flw	fa0, -0x2f0(a5)
fmv.s	fa1, fa0
ret
slli	a4, a5, 0x20
fmv.w.x	fa1, zero
bgez	a4, .Lloop
auipc	a5, 0x27
flw	fa1, 0x67e(a5)
j	.Lloop
