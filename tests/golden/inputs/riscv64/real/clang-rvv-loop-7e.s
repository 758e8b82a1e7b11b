# clang-rvv: loop of 11 instructions at 0x7e (rvv), llvm-objdump -d of clang-rvv.o
.Lloop:
vsetvli	a3, a2, e32, m1, ta, ma
vle32.v	v8, (a1)
vmsne.vi	v0, v8, 0x0
vle32.v	v9, (a0), v0.t
vdivu.vv	v8, v9, v8, v0.t
sub	a2, a2, a3
vse32.v	v8, (a0), v0.t
slli	a3, a3, 0x2
add	a0, a0, a3
add	a1, a1, a3
bnez	a2, .Lloop
