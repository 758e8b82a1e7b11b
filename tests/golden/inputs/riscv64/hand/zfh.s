# Zfh half-precision FP.
flh fa0, 0(a0)
fadd.h fa1, fa0, fa0
fmul.h fa2, fa1, fa0
fcvt.s.h fa3, fa2
fcvt.h.s fa4, fa3
fsh fa4, 2(a0)
