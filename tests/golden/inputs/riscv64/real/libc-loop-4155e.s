# libc: loop of 19 instructions at 0x4155e (base), llvm-objdump -d of libc.so.6
.Lloop:
bnez	a5, .Ltgt
bne	a4, t5, .Ltgt
addi	s1, s1, -0x1
addi	t3, t3, -0x1
add	a2, a2, t6
beqz	s1, .Ltgt
bgez	a2, .Ltgt
li	t0, 0x1
addi	a1, a1, -0x1
lbu	a4, 0x0(a1)
bne	t1, a0, .Ltgt
ld	a5, 0x68(s4)
slli	a6, a4, 0x1
add	a5, a5, a6
lhu	a5, 0x0(a5)
srliw	a5, a5, 0xc
xori	a5, a5, 0x1
andi	a5, a5, 0x1
j	.Lloop
