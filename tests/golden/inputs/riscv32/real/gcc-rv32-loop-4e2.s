# gcc-rv32: loop of 11 instructions at 0x4e2 (fp), llvm-objdump -d of gcc-rv32.o
.Lloop:
flw	fa0, 0x0(s0)
addi	s0, s0, 0x4
addi	s2, s2, 0x1
auipc	ra, 0x0
jalr	ra
flw	fa1, 0x0(s1)
addi	s1, s1, 0x4
auipc	ra, 0x0
jalr	ra
fsw	fa0, -0x4(s0)
bne	s3, s2, .Lloop
