# clang-rv32v: loop of 8 instructions at 0x120 (rvv), llvm-objdump -d of clang-rv32v.o
.Lloop:
vsetvli	a3, a1, e32, m2, ta, ma
slli	a4, a2, 0x2
add	a4, a4, a0
vle32.v	v10, (a4)
sub	a1, a1, a3
vfredosum.vs	v8, v10, v8
add	a2, a2, a3
bnez	a1, .Lloop
