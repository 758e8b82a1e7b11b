# clang-rvv: loop of 20 instructions at 0x5aa (rvv), llvm-objdump -d of clang-rvv.o
.Lloop:
vsetvli	a3, a1, e64, m2, ta, ma
slli	a2, a5, 0x3
add	a2, a2, a0
vle64.v	v8, (a2)
sub	a1, a1, a3
vsrl.vi	v10, v8, 0x1
vand.vx	v10, v10, a6
vsub.vv	v8, v8, v10
vand.vx	v10, v8, a4
vsrl.vi	v8, v8, 0x2
vand.vx	v8, v8, a4
vadd.vv	v8, v10, v8
vsrl.vi	v10, v8, 0x4
vadd.vv	v8, v8, v10
vand.vx	v8, v8, t0
vmul.vx	v8, v8, t1
vsrl.vx	v8, v8, a7
vse64.v	v8, (a2)
add	a5, a5, a3
bnez	a1, .Lloop
