# libgomp: loop of 13 instructions at 0x26c40 (base), llvm-objdump -d of libgomp.so.1.0.0
.Lloop:
addi	t1, sp, 0x18
sd	t1, 0x0(sp)
addi	t1, sp, 0x38
sd	t1, 0x18(sp)
jal	.Ltgt
ld	ra, 0x28(sp)
addi	sp, sp, 0x40
ret
addi	t6, t6, 0x1
addi	t5, t5, 0x2
bne	a1, t6, .Ltgt
li	a5, 0x0
j	.Lloop
