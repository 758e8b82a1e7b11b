# RVV: vsetivli, fractional LMUL, tail/mask undisturbed, masked operations.
vsetivli zero, 8, e16, mf2, tu, mu
vadd.vi v8, v9, 3, v0.t
vsub.vx v10, v8, a0, v0.t
vsetivli zero, 16, e8, mf4, ta, ma
vwaddu.vv v12, v8, v9
vsetvli zero, zero, e16, mf2, ta, ma
vnsrl.wi v13, v12, 1
vmerge.vvm v14, v13, v8, v0
