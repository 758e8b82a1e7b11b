# libgfortran: loop of 17 instructions at 0xbfc86 (base), llvm-objdump -d of libgfortran.so.5.0.0
.Lloop:
mul	a5, a5, a4
sd	zero, 0x0(a3)
addi	a6, a6, 0x1
addi	a3, a3, 0x8
addi	a0, a0, 0x8
addi	a1, a1, 0x8
slli	a5, a5, 0x3
sub	a2, a2, a5
beq	t3, a6, .Ltgt
ld	a4, 0x0(a3)
ld	a5, 0x0(a0)
ld	a7, 0x0(a1)
addi	a4, a4, 0x1
slli	t1, a5, 0x3
sd	a4, 0x0(a3)
add	a2, a2, t1
beq	a4, a7, .Lloop
