# RVV: vsetvli then integer and FP vector arithmetic at LMUL=1.
vsetvli t0, a0, e32, m1, ta, ma
vle32.v v8, (a1)
vle32.v v9, (a2)
vadd.vv v10, v8, v9
vmul.vx v11, v10, a3
vfadd.vv v12, v8, v9
vfmacc.vf v12, fa0, v9
vse32.v v10, (a4)
vse32.v v12, (a5)
