# clang-rvv: loop of 13 instructions at 0xca (rvv), llvm-objdump -d of clang-rvv.o
.Lloop:
vsetvli	a6, a2, e32, m2, ta, ma
slli	a5, a3, 0x2
add	a4, a0, a5
add	a5, a5, a1
vle32.v	v8, (a4)
vle32.v	v10, (a5)
sub	a2, a2, a6
vfmin.vv	v8, v8, v10
vfneg.v	v10, v10
vfmax.vv	v8, v8, v10
vse32.v	v8, (a4)
add	a3, a3, a6
bnez	a2, .Lloop
