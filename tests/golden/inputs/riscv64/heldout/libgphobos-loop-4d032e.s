# libgphobos: loop of 21 instructions at 0x4d032e (base), llvm-objdump -d of libgphobos.so.3.0.0
.Lloop:
sw	a5, 0x38(sp)
ld	a5, 0x28(sp)
mv	a0, s0
sd	a5, 0x0(s0)
ld	a5, 0x30(sp)
sd	a5, 0x8(s0)
ld	a5, 0x38(sp)
sd	a5, 0x10(s0)
ld	ra, 0x48(sp)
ld	s0, 0x40(sp)
addi	sp, sp, 0x50
ret
ld	a5, 0x18(sp)
ld	a2, 0x30(sp)
li	a1, 0x0
add	a0, a0, a5
sub	a2, a2, a5
auipc	ra, 0xffdca
jalr	-0x5c0(ra)
lw	a5, 0x14(sp)
j	.Lloop
