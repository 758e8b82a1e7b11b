# clang-rvv: loop of 12 instructions at 0xc (rvv), llvm-objdump -d of clang-rvv.o
.Lloop:
vsetvli	a6, a3, e32, m2, ta, ma
slli	a7, a4, 0x2
add	a5, a1, a7
vle32.v	v8, (a5)
add	a5, a2, a7
vle32.v	v10, (a5)
add	a7, a7, a0
sub	a3, a3, a6
vfmadd.vf	v10, fa5, v8
vse32.v	v10, (a7)
add	a4, a4, a6
bnez	a3, .Lloop
