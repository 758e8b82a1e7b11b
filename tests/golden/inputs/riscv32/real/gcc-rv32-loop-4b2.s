# gcc-rv32: loop of 11 instructions at 0x4b2 (base), llvm-objdump -d of gcc-rv32.o
.Lloop:
lw	a4, 0x0(a2)
lw	a5, 0x0(a1)
lw	a3, 0x0(a0)
addi	a2, a2, 0x4
xor	a5, a5, a4
and	a5, a5, a3
xor	a5, a5, a4
sw	a5, 0x0(a0)
addi	a1, a1, 0x4
addi	a0, a0, 0x4
bne	a2, a6, .Lloop
