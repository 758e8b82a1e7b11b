# clang-rvv: block of 7 instructions at 0x328 (fp), llvm-objdump -d of clang-rvv.o
li	a3, 0x0
li	a4, 0x433
slli	a4, a4, 0x34
fmv.d.x	fa5, a4
li	a4, 0x1ff
slli	a4, a4, 0x35
fmv.d.x	fa4, a4
