# clang-rv32v: block of 6 instructions at 0x63e (base), llvm-objdump -d of clang-rv32v.o
lw	ra, 0xc(sp)
lw	s0, 0x8(sp)
lw	s1, 0x4(sp)
lw	s2, 0x0(sp)
addi	sp, sp, 0x10
ret
