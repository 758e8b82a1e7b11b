# gcc-zb: loop of 9 instructions at 0x142 (base), llvm-objdump -d of gcc-zb.o
.Lloop:
lbu	a5, 0x0(a0)
lbu	a4, 0x0(a1)
addi	a0, a0, 0x1
addi	a1, a1, 0x1
addw	a5, a5, a4
zext.w	a5, a5
minu	a5, a5, a3
sb	a5, -0x1(a0)
bne	a2, a0, .Lloop
