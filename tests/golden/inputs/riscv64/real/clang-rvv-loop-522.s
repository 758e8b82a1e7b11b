# clang-rvv: loop of 9 instructions at 0x522 (rvv), llvm-objdump -d of clang-rvv.o
.Lloop:
vsetvli	a3, a1, e32, m2, ta, ma
slli	a4, a2, 0x2
add	a4, a4, a0
vle32.v	v10, (a4)
sub	a1, a1, a3
vfmadd.vf	v10, fa0, v8
vse32.v	v10, (a4)
add	a2, a2, a3
bnez	a1, .Lloop
