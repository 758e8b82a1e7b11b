# Double-precision FP: arithmetic, fused multiply-add, conversions, moves.
fld fa0, 0(a0)
fld fa1, 8(a0)
fadd.d fa2, fa0, fa1
fmul.d fa3, fa2, fa0
fmadd.d fa4, fa3, fa1, fa2
fsub.d fa5, fa4, fa0
fcvt.l.d a1, fa5, rtz
fcvt.d.w fa6, a2
fmv.x.d a3, fa6
fmv.d.x fa7, a3
feq.d a4, fa5, fa7
fsd fa4, 16(a0)
