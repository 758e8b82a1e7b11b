# libgomp: loop of 32 instructions at 0x28bfa (base), llvm-objdump -d of libgomp.so.1.0.0
.Lloop:
sw	a5, 0x14(a0)
beqz	s1, .Ltgt
addiw	a5, s1, -0x1
add	s0, s0, tp
sw	a5, 0x70(s0)
sw	zero, 0x74(s0)
mv	a0, s3
jalr	s2
lw	a5, 0x74(s0)
addiw	a4, a5, 0x1
sw	a4, 0x74(s0)
bltu	a4, s1, .Ltgt
sd	zero, 0x70(s0)
beqz	s4, .Ltgt
ld	a5, 0x58(s0)
addi	a0, a5, 0x98
beqz	a5, .Ltgt
sw	s5, 0x14(a0)
ld	ra, 0x38(sp)
ld	s0, 0x30(sp)
ld	s1, 0x28(sp)
ld	s2, 0x20(sp)
ld	s3, 0x18(sp)
ld	s4, 0x10(sp)
ld	s5, 0x8(sp)
ld	s6, 0x0(sp)
addi	sp, sp, 0x40
ret
jal	.Ltgt
lw	s5, 0x14(a0)
mv	a5, s4
bgez	s6, .Lloop
