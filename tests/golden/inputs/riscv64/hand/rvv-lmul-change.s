# RVV: vsetvli changes LMUL and SEW between groups of instructions.
vsetvli t0, a0, e8, m1, ta, ma
vadd.vv v8, v8, v9
vsetvli t0, a0, e16, m2, ta, ma
vadd.vv v8, v8, v10
vsetvli t0, a0, e32, m4, ta, ma
vadd.vv v8, v8, v12
vsetvli t0, a0, e64, m8, ta, ma
vadd.vv v8, v8, v16
vsetvli t0, a0, e32, mf2, ta, ma
vadd.vv v8, v8, v9
