# RV32 with D: 64-bit FP values in 32-bit integer code.
fld fa0, 0(a0)
fld fa1, 8(a0)
fmadd.d fa2, fa0, fa1, fa2
fcvt.w.d a1, fa2, rtz
fcvt.d.w fa3, a1
fsd fa3, 16(a0)
fdiv.d fa4, fa3, fa0
