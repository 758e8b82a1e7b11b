# libm: loop of 14 instructions at 0x2860a (fp), llvm-objdump -d of libm.so.6
.Lloop:
auipc	a5, 0x34
fld	fa2, -0x4c2(a5)
fadd.d	fa2, fa5, fa2
fmul.d	fa2, fa2, fa4
auipc	a5, 0x2a
fld	fa4, 0x69e(a5)
fadd.d	fa5, fa5, fa4
fmul.d	fa0, fa5, fa2
jal	.Ltgt
fadd.d	fs0, fs0, fa0
bltz	s5, .Ltgt
j	.Ltgt
fmv.d	fa4, fa2
j	.Lloop
