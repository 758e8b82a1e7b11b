# RVV reductions, mask operations, permutes and slides.
vsetvli t0, a0, e32, m1, ta, ma
vredsum.vs v8, v9, v10
vfredosum.vs v11, v9, v10
vmseq.vi v0, v9, 0
vcpop.m a1, v0
vfirst.m a2, v0
vmand.mm v1, v0, v2
viota.m v12, v0
vid.v v13
vrgather.vv v14, v9, v13
vslideup.vx v15, v9, a3
vslide1down.vx v16, v9, a4
vcompress.vm v17, v9, v0
vmv.x.s a5, v8
