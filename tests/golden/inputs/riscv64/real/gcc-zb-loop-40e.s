# gcc-zb: loop of 11 instructions at 0x40e (base), llvm-objdump -d of gcc-zb.o
.Lloop:
lw	a4, 0x0(a2)
lw	a5, 0x0(a1)
lw	a6, 0x0(a0)
addi	a2, a2, 0x4
xor	a5, a5, a4
and	a5, a5, a6
xor	a4, a4, a5
sw	a4, 0x0(a0)
addi	a1, a1, 0x4
addi	a0, a0, 0x4
bne	a2, a3, .Lloop
