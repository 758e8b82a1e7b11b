# clang-rvv: loop of 16 instructions at 0x5f8 (rvv), llvm-objdump -d of clang-rvv.o
.Lloop:
vsetvli	a6, a3, e32, m2, ta, ma
slli	a5, a4, 0x2
add	a7, a0, a5
add	t0, a1, a5
vle32.v	v8, (a7)
vle32.v	v10, (t0)
add	a5, a5, a2
vle32.v	v12, (a5)
sub	a3, a3, a6
vand.vv	v10, v10, v8
vnot.v	v8, v8
vand.vv	v8, v12, v8
vor.vv	v8, v8, v10
vse32.v	v8, (a7)
add	a4, a4, a6
bnez	a3, .Lloop
