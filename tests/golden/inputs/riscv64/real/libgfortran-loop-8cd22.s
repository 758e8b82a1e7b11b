# libgfortran: loop of 28 instructions at 0x8cd22 (base), llvm-objdump -d of libgfortran.so.5.0.0
.Lloop:
slli	a4, a7, 0x1
add	a4, a4, a7
slli	a4, a4, 0x3
add	a4, a4, s5
ld	t5, 0x28(a4)
slli	a4, a7, 0x3
addi	a4, a4, 0x260
addi	t6, sp, 0x40
add	a4, a4, t6
sd	zero, -0xf0(a4)
sd	a5, -0x78(a4)
sd	a0, -0x258(a4)
sd	a1, -0x1e0(a4)
sd	t5, -0x168(a4)
addi	a7, a7, 0x1
addi	a6, a6, 0x1
addi	a2, a2, 0x18
addi	t1, t1, 0x18
beq	a6, t4, .Ltgt
ld	a5, 0x10(a2)
ld	a4, 0x8(a2)
ld	a0, 0x0(t1)
ld	a1, 0x0(a2)
addi	a5, a5, 0x1
mul	a0, t3, a0
sub	a5, a5, a4
mul	a1, a3, a1
bne	s7, a6, .Lloop
