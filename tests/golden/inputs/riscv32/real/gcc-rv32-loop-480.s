# gcc-rv32: loop of 9 instructions at 0x480 (base), llvm-objdump -d of gcc-rv32.o
.Lloop:
lw	a0, 0x0(s0)
lw	a1, 0x4(s0)
addi	s0, s0, 0x8
auipc	ra, 0x0
jalr	ra
srai	a5, a0, 0x1f
sw	a0, -0x8(s0)
sw	a5, -0x4(s0)
bne	s0, s1, .Lloop
