# libasan: loop of 14 instructions at 0xc0146 (base), llvm-objdump -d of libasan.so.8.0.0
.Lloop:
ld	ra, 0xe8(sp)
ld	s0, 0xe0(sp)
slliw	a0, a4, 0x10
slliw	a3, a3, 0x8
or	a0, a0, a3
or	a0, a0, a5
ld	s1, 0xd8(sp)
sext.w	a0, a0
addi	sp, sp, 0xf0
ret
lbu	a4, 0x0(a5)
lbu	a3, 0x1(a5)
lbu	a5, 0x2(a5)
j	.Lloop
