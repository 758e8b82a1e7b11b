# libgphobos: loop of 18 instructions at 0x4cda22 (base), llvm-objdump -d of libgphobos.so.3.0.0
.Lloop:
ld	a2, 0x20(s11)
ld	t0, 0x0(s11)
ld	t6, 0x8(s11)
ld	t5, 0x10(s11)
ld	t1, 0x18(s11)
ld	a1, 0x18(sp)
sd	a2, 0x50(sp)
mv	a0, s1
sd	t0, 0x30(sp)
sd	t6, 0x38(sp)
sd	t5, 0x40(sp)
sd	t1, 0x48(sp)
sd	a3, 0x10(sp)
jalr	s9
mv	a2, s11
ld	a3, 0x10(sp)
addi	s11, s11, -0x28
bne	s10, a2, .Lloop
