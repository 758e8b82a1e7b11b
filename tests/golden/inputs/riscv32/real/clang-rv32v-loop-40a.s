# clang-rv32v: loop of 17 instructions at 0x40a (rvv), llvm-objdump -d of clang-rv32v.o
.Lloop:
vsetvli	a6, a4, e64, m2, ta, ma
add	a7, a1, t1
slli	t0, t1, 0x3
vle8.v	v10, (a7)
slli	a5, t1, 0x2
add	a5, a5, a3
vle32.v	v11, (a5)
add	a5, a0, t0
vsext.vf8	v8, v10
vse64.v	v8, (a5)
add	t0, t0, a2
sub	a4, a4, a6
vsetvli	zero, zero, e32, m1, ta, ma
vfwcvt.f.f.v	v8, v11
vse64.v	v8, (t0)
add	t1, t1, a6
bnez	a4, .Lloop
