# gcc-rv32: loop of 8 instructions at 0x10 (fp), llvm-objdump -d of gcc-rv32.o
.Lloop:
flw	fa5, 0x0(a2)
flw	fa4, 0x0(a1)
addi	a0, a0, 0x4
addi	a1, a1, 0x4
fmadd.s	fa5, fa5, fa3, fa4
addi	a2, a2, 0x4
fsw	fa5, -0x4(a0)
bne	a1, a5, .Lloop
