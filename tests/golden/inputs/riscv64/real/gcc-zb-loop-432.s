# gcc-zb: loop of 7 instructions at 0x432 (fp), llvm-objdump -d of gcc-zb.o
.Lloop:
flw	fa5, 0x0(a0)
flw	fa4, 0x0(a1)
addi	a0, a0, 0x4
addi	a1, a1, 0x4
fsgnj.s	fa5, fa5, fa4
fsw	fa5, -0x4(a0)
bne	a0, a2, .Lloop
