# gcc-zb: loop of 9 instructions at 0x248 (base), llvm-objdump -d of gcc-zb.o
.Lloop:
lw	a5, 0x0(a0)
lw	a3, 0x0(a1)
addi	a0, a0, 0x4
srliw	a4, a5, 0x7
sllw	a5, a5, a3
or	a5, a5, a4
sw	a5, -0x4(a0)
addi	a1, a1, 0x4
bne	a2, a0, .Lloop
