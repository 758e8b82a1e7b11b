# clang-rvv: loop of 14 instructions at 0x2f2 (rvv), llvm-objdump -d of clang-rvv.o
.Lloop:
vsetvli	a7, a2, e32, m2, ta, ma
slli	a4, a3, 0x2
add	a5, a0, a4
add	a4, a4, a1
vle32.v	v8, (a4)
vle32.v	v10, (a5)
sub	a2, a2, a7
vand.vx	v8, v8, a6
vsll.vv	v8, v10, v8
vsrl.vi	v10, v10, 0x7
vor.vv	v8, v8, v10
vse32.v	v8, (a5)
add	a3, a3, a7
bnez	a2, .Lloop
