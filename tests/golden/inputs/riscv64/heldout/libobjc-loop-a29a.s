# libobjc: loop of 33 instructions at 0xa29a (base), llvm-objdump -d of libobjc.so.4.0.0
.Lloop:
ld	a0, 0x0(s5)
jal	.Ltgt
beqz	s4, .Ltgt
sw	s1, 0x0(s4)
ld	ra, 0x38(sp)
mv	a0, s0
ld	s0, 0x30(sp)
ld	s1, 0x28(sp)
ld	s2, 0x20(sp)
ld	s3, 0x18(sp)
ld	s4, 0x10(sp)
ld	s5, 0x8(sp)
addi	sp, sp, 0x40
ret
ld	a5, 0x8(a3)
ld	s3, 0x0(a5)
j	.Ltgt
addiw	a0, a0, 0x2
slli	a5, a0, 0x20
srli	a0, a5, 0x1d
jal	.Ltgt
slli	a5, s2, 0x20
srli	s2, a5, 0x1d
mv	s0, a0
mv	a5, a0
add	s2, s2, a0
ld	a4, 0x0(s3)
addi	a5, a5, 0x8
sd	a4, -0x8(a5)
ld	s3, 0x8(s3)
bne	s2, a5, .Ltgt
sd	zero, 0x0(s2)
j	.Lloop
