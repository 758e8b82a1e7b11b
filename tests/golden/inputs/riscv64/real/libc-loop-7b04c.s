# libc: loop of 5 instructions at 0x7b04c (base), llvm-objdump -d of libc.so.6
.Lloop:
addi	a5, a5, 0x1
andi	a4, a5, 0x7
beqz	a4, .Ltgt
lbu	a4, 0x0(a5)
bnez	a4, .Lloop
