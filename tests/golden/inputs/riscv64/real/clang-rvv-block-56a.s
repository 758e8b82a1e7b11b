# clang-rvv: block of 18 instructions at 0x56a (base), llvm-objdump -d of clang-rvv.o
li	a5, 0x0
lui	a6, 0x55555
lui	a4, 0x33333
lui	a2, 0xf0f1
lui	a3, 0x1010
addi	a6, a6, 0x555
addi	a4, a4, 0x333
addi	t0, a2, -0xf1
addi	a7, a3, 0x101
slli	a3, a6, 0x20
add	a6, a6, a3
slli	a3, a4, 0x20
add	a4, a4, a3
slli	a3, t0, 0x20
add	t0, t0, a3
slli	a3, a7, 0x20
add	t1, a7, a3
li	a7, 0x38
