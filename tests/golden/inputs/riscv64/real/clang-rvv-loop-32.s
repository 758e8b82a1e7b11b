# clang-rvv: loop of 11 instructions at 0x32 (rvv), llvm-objdump -d of clang-rvv.o
.Lloop:
vsetvli	a5, a3, e64, m4, ta, ma
vlse64.v	v8, (a1), a7
sub	a3, a3, a5
mul	a4, a5, a2
slli	a4, a4, 0x3
add	a1, a1, a4
slli	a5, a5, 0x3
vsra.vi	v8, v8, 0x3
vsse64.v	v8, (a0), a6
add	a0, a0, a5
bnez	a3, .Lloop
