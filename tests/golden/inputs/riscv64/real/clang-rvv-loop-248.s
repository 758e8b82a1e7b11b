# clang-rvv: loop of 17 instructions at 0x248 (rvv), llvm-objdump -d of clang-rvv.o
.Lloop:
vsetvli	a6, a4, e64, m2, ta, ma
slli	a7, t1, 0x3
slli	t0, t1, 0x2
add	a5, a1, a7
vle64.v	v8, (a5)
add	a5, a3, t0
vle32.v	v10, (a5)
add	a7, a7, a0
vfcvt.f.xu.v	v8, v8
vse64.v	v8, (a7)
add	t0, t0, a2
sub	a4, a4, a6
vsetvli	zero, zero, e32, m1, ta, ma
vfcvt.rtz.xu.f.v	v8, v10
vse32.v	v8, (t0)
add	t1, t1, a6
bnez	a4, .Lloop
