# gcc-rv32: loop of 11 instructions at 0x94 (fp), llvm-objdump -d of gcc-rv32.o
.Lloop:
fld	fa0, 0x0(s1)
addi	s0, s0, 0x8
addi	s2, s2, 0x1
auipc	ra, 0x0
jalr	ra
fld	fa5, -0x8(s0)
addi	s1, s1, 0x8
fadd.d	fa5, fa5, fs0
fdiv.d	fa0, fa0, fa5
fsd	fa0, -0x8(s0)
bne	s3, s2, .Lloop
