# libgfortran: loop of 29 instructions at 0x59ccc (base), llvm-objdump -d of libgfortran.so.5.0.0
.Lloop:
mv	a1, s0
mv	a0, t0
mv	s10, s8
mv	a7, s7
li	a4, 0x0
j	.Ltgt
beq	a7, a6, .Ltgt
addi	a4, a4, 0x1
add	a0, a0, t5
add	a1, a1, t4
beq	s1, a4, .Ltgt
lbu	a6, 0x0(a1)
beqz	a6, .Ltgt
ld	a6, 0x8(a0)
ld	t3, 0x0(a0)
bge	a6, a7, .Ltgt
mv	s10, t3
mv	a7, a6
addi	a4, a4, 0x1
add	a0, a0, t5
add	a1, a1, t4
bne	s1, a4, .Ltgt
sd	s10, 0x0(a5)
sd	a7, 0x8(a5)
addi	t1, t1, 0x1
add	t0, t0, s6
add	s0, s0, s5
add	a5, a5, s4
bne	t1, s3, .Lloop
