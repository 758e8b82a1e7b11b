# RVV memory: unit-stride, strided, indexed, segment, whole-register and mask loads/stores.
vsetvli t0, a0, e32, m2, ta, ma
vle32.v v8, (a1)
vlse32.v v10, (a1), a2
vluxei32.v v12, (a1), v8
vloxei32.v v14, (a1), v8, v0.t
vlseg2e32.v v16, (a1)
vl2re32.v v20, (a1)
vlm.v v0, (a3)
vse32.v v8, (a4)
vsse32.v v10, (a4), a2
vsuxei32.v v12, (a4), v8
vsseg2e32.v v16, (a4)
vs2r.v v20, (a4)
vle32ff.v v22, (a1)
