# clang-rvv: block of 7 instructions at 0x4ba (fp), llvm-objdump -d of clang-rvv.o
fmv.d	fa0, fa5
fmv.d	fa1, fa4
sd	a0, 0x10(sp)
sd	a1, 0x0(sp)
sd	a2, 0x8(sp)
auipc	ra, 0x0
jalr	ra
