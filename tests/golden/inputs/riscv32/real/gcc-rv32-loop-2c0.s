# gcc-rv32: loop of 9 instructions at 0x2c0 (base), llvm-objdump -d of gcc-rv32.o
.Lloop:
lw	a5, 0x0(a0)
lw	a3, 0x0(a1)
addi	a0, a0, 0x4
srli	a4, a5, 0x7
sll	a5, a5, a3
or	a5, a5, a4
sw	a5, -0x4(a0)
addi	a1, a1, 0x4
bne	a2, a0, .Lloop
