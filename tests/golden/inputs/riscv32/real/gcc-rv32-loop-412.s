# gcc-rv32: loop of 10 instructions at 0x412 (base), llvm-objdump -d of gcc-rv32.o
.Lloop:
lw	a5, 0x0(a0)
lw	a4, 0x0(a1)
addi	a0, a0, 0x4
addi	a1, a1, 0x4
sub	a5, a5, a4
srai	a4, a5, 0x1f
xor	a5, a5, a4
sub	a5, a5, a4
sw	a5, -0x4(a0)
bne	a0, a3, .Lloop
