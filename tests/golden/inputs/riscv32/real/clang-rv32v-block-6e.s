# clang-rv32v: block of 7 instructions at 0x6e (base), llvm-objdump -d of clang-rv32v.o
lw	ra, 0x1c(sp)
lw	s0, 0x18(sp)
lw	s1, 0x14(sp)
lw	s2, 0x10(sp)
lw	s3, 0xc(sp)
addi	sp, sp, 0x20
ret
