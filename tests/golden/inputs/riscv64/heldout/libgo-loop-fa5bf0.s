# libgo: loop of 24 instructions at 0xfa5bf0 (base), llvm-objdump -d of libgo.so.21.0.0
.Lloop:
ld	a0, 0x48(sp)
auipc	ra, 0xffc36
jalr	0x4ce(ra)
mv	s0, a0
beqz	a0, .Ltgt
ld	a4, 0x38(sp)
addi	a5, s4, 0x1
bltu	a4, a5, .Ltgt
ld	a4, 0x40(sp)
slli	s4, s4, 0x3
add	s4, s4, a4
sd	s0, 0x0(s4)
mv	s4, a5
j	.Ltgt
ld	a5, 0x30(sp)
addi	a5, a5, -0x1
sd	a5, 0x1d0(sp)
j	.Ltgt
auipc	a1, 0x24b
addi	a1, a1, -0x3ce
beq	a0, a1, .Lloop
auipc	ra, 0xffc35
jalr	0x476(ra)
beqz	a0, .Lloop
