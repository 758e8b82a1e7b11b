# clang-rvv: loop of 12 instructions at 0x2 (rvv), llvm-objdump -d of clang-rvv.o
.Lloop:
vsetvli	a3, a2, e32, m2, ta, ma
vlseg3e32.v	v8, (a1)
slli	a4, a3, 0x3
slli	a5, a3, 0x2
add	a4, a4, a5
add	a1, a1, a4
sub	a2, a2, a3
vfadd.vv	v8, v8, v10
vfmadd.vv	v8, v12, v8
vse32.v	v8, (a0)
add	a0, a0, a5
bnez	a2, .Lloop
