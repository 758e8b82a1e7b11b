# RVV floating point: FMA, widening, conversion, division, square root, merges.
vsetvli t0, a0, e32, m1, ta, ma
vfmul.vv v8, v9, v10
vfmacc.vv v8, v9, v10
vfnmsac.vf v8, fa0, v10
vfwadd.vv v12, v9, v10
vfcvt.x.f.v v14, v8
vfncvt.f.f.w v15, v12
vfdiv.vv v16, v8, v9
vfsqrt.v v17, v16
vmflt.vf v0, v17, fa1
vfmerge.vfm v18, v17, fa2, v0
vfmv.f.s fa3, v18
