# libc: loop of 6 instructions at 0x2b35a (base), llvm-objdump -d of libc.so.6
.Lloop:
andi	a3, a5, 0x3f
ori	a3, a3, -0x80
sb	a3, -0x1(a4)
addi	a4, a4, -0x1
srliw	a5, a5, 0x6
bne	a1, a4, .Lloop
