# clang-rvv: loop of 11 instructions at 0xa4 (rvv), llvm-objdump -d of clang-rvv.o
.Lloop:
vsetvli	a4, a3, e8, mf2, ta, ma
vle16.v	v8, (a2)
vluxei16.v	v9, (a1), v8
sub	a3, a3, a4
vwaddu.vv	v8, v9, v9
vnsrl.wi	v8, v8, 0x1
vse8.v	v8, (a0)
add	a0, a0, a4
slli	a4, a4, 0x1
add	a2, a2, a4
bnez	a3, .Lloop
