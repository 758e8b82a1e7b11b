# libm: loop of 9 instructions at 0x381a2 (fp), llvm-objdump -d of libm.so.6
.Lloop:
addiw	a5, a5, -0x1
lui	a4, 0x7f800
and	a4, a4, a5
lui	a1, 0x800
bge	a4, a1, .Ltgt
fmv.w.x	fa5, a3
fmul.s	fa5, fa5, fa5
j	.Ltgt
blt	a7, a5, .Lloop
