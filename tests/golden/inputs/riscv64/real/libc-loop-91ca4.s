# libc: loop of 17 instructions at 0x91ca4 (base), llvm-objdump -d of libc.so.6
.Lloop:
blt	a6, t1, .Ltgt
beq	a6, t1, .Ltgt
addi	a2, a2, 0x1
addi	a5, a5, 0x48
bne	a7, a2, .Ltgt
ld	ra, 0x8(sp)
ld	s0, 0x0(sp)
li	a0, 0x0
addi	sp, sp, 0x10
ret
lw	a1, 0x18(a5)
blt	a6, a1, .Ltgt
bne	a6, a1, .Ltgt
lw	a1, 0x1c(a5)
blt	a1, t3, .Ltgt
j	.Ltgt
blt	a1, a4, .Lloop
