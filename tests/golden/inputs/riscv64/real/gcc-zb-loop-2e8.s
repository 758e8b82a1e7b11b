# gcc-zb: loop of 9 instructions at 0x2e8 (base), llvm-objdump -d of gcc-zb.o
.Lloop:
lw	a6, 0x0(a1)
ld	a5, 0x0(a3)
addi	a1, a1, 0x4
sb	a6, 0x0(a0)
sh	a5, 0x0(a2)
addi	a0, a0, 0x1
addi	a3, a3, 0x8
addi	a2, a2, 0x2
bne	a1, a4, .Lloop
