# gcc-zb: loop of 6 instructions at 0x47a (fp), llvm-objdump -d of gcc-zb.o
.Lloop:
fld	fa4, 0x0(a0)
fld	fa5, 0x0(a1)
addi	a0, a0, 0x8
addi	a1, a1, 0x8
fmadd.d	fa0, fa4, fa5, fa0
bne	a0, a2, .Lloop
