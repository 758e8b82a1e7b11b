# libgfortran: loop of 10 instructions at 0x35f66 (base), llvm-objdump -d of libgfortran.so.5.0.0
.Lloop:
addi	a4, a4, 0x18
addi	a5, a5, 0x8
beq	a6, a1, .Ltgt
ld	a2, 0x8(a4)
ld	a0, 0x0(a4)
ld	a3, 0x0(a5)
addi	a2, a2, 0x1
sub	a2, a2, a0
addi	a1, a1, 0x1
beq	a3, a2, .Lloop
