# gcc-rv32: loop of 8 instructions at 0x184 (base), llvm-objdump -d of gcc-rv32.o
.Lloop:
lh	a5, 0x0(a0)
lh	a4, 0x0(a1)
addi	a0, a0, 0x2
addi	a1, a1, 0x2
mul	a5, a5, a4
srai	a5, a5, 0x8
sh	a5, -0x2(a0)
bne	a3, a0, .Lloop
