# gcc-rv32: loop of 9 instructions at 0x27a (fp), llvm-objdump -d of gcc-rv32.o
.Lloop:
lw	a5, 0x0(a2)
addi	a0, a0, 0x4
addi	a2, a2, 0x4
slli	a5, a5, 0x2
add	a5, a5, a1
flw	fa5, 0x0(a5)
fadd.s	fa5, fa5, fa5
fsw	fa5, -0x4(a0)
bne	a4, a2, .Lloop
