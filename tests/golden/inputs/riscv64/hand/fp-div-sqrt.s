# FP division and square root.
fdiv.d fa0, fa1, fa2
fsqrt.d fa3, fa0
fdiv.s ft0, ft1, ft2
fsqrt.s ft3, ft0
fdiv.d fa4, fa3, fa0
