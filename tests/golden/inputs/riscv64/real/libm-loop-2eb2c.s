# libm: loop of 26 instructions at 0x2eb2c (fp), llvm-objdump -d of libm.so.6
.Lloop:
auipc	a5, 0x24
flw	fa5, 0x44(a5)
auipc	a5, 0x24
flw	fa4, 0x40(a5)
fadd.s	fa5, fa5, fa4
fsw	fa5, 0x4(sp)
j	.Ltgt
bnez	t3, .Ltgt
bltz	t5, .Ltgt
or	t6, t6, a4
and	a5, t6, a5
bnez	a5, .Ltgt
li	a5, 0x3f
bne	a3, a5, .Ltgt
bne	t4, a3, .Ltgt
beqz	a0, .Ltgt
j	.Ltgt
li	a7, 0x0
li	a2, 0x0
li	a5, 0x3f
bne	a3, a5, .Ltgt
bne	t4, a3, .Ltgt
beqz	a0, .Ltgt
j	.Ltgt
li	a0, 0x0
bltz	t5, .Lloop
