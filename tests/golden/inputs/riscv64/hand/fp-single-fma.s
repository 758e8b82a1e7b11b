# Single-precision FP with an FMA accumulation chain.
fmadd.s fa0, fa1, fa2, fa0
fmadd.s fa0, fa3, fa4, fa0
fnmsub.s fa0, fa5, fa6, fa0
fmin.s fa7, fa0, fa1
fsgnjx.s ft0, fa7, fa7
fclass.s a0, ft0
flw ft1, 4(a1)
fsw fa0, 8(a1)
