# clang-rv32v: loop of 22 instructions at 0x3b6 (rvv), llvm-objdump -d of clang-rv32v.o
.Lloop:
vsetvli	a6, a4, e16, mf2, ta, ma
slli	a5, a7, 0x2
add	a5, a5, a1
vle32.v	v8, (a5)
add	a5, a0, a7
vnsrl.wi	v8, v8, 0x0
vsetvli	zero, zero, e8, mf4, ta, ma
vnsrl.wi	v8, v8, 0x0
vse8.v	v8, (a5)
slli	a5, a7, 0x3
add	a5, a5, a3
vle64.v	v8, (a5)
slli	a5, a7, 0x1
add	a5, a5, a2
sub	a4, a4, a6
vsetvli	zero, zero, e32, m1, ta, ma
vnsrl.wi	v10, v8, 0x0
vsetvli	zero, zero, e16, mf2, ta, ma
vnsrl.wi	v8, v10, 0x0
vse16.v	v8, (a5)
add	a7, a7, a6
bnez	a4, .Lloop
