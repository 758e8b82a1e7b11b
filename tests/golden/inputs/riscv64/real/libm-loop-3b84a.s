# libm: loop of 10 instructions at 0x3b84a (fp), llvm-objdump -d of libm.so.6
.Lloop:
auipc	a5, 0x26
flw	fa0, 0x24e(a5)
fsgnj.s	fa0, fa0, fs1
j	.Ltgt
feq.s	a5, fs4, fs4
beqz	a5, .Ltgt
frflags	a4
flt.s	a5, fa5, fs4
fsflags	a4
bnez	a5, .Lloop
