# clang-rvv: loop of 16 instructions at 0x20a (rvv), llvm-objdump -d of clang-rvv.o
.Lloop:
vsetvli	a6, a4, e32, m1, ta, ma
slli	a5, a7, 0x3
add	a5, a5, a2
vle64.v	v8, (a5)
slli	a5, a7, 0x2
add	t0, a1, a5
vfncvt.rtz.x.f.w	v10, v8
vle32.v	v8, (t0)
add	t0, a0, a5
add	a5, a5, a3
sub	a4, a4, a6
vfcvt.f.x.v	v8, v8
vse32.v	v8, (t0)
vse32.v	v10, (a5)
add	a7, a7, a6
bnez	a4, .Lloop
