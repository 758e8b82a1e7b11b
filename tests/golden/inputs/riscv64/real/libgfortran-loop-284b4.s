# libgfortran: loop of 38 instructions at 0x284b4 (fp), llvm-objdump -d of libgfortran.so.5.0.0
.Lloop:
ld	a7, 0x8(sp)
mv	a5, a7
beqz	s7, .Ltgt
addi	a4, a7, 0x1
mv	a6, t4
beqz	s2, .Ltgt
j	.Ltgt
mv	a4, a5
fld	fa4, 0x0(a6)
fle.d	a5, fa5, fa4
bnez	a5, .Ltgt
sd	a4, 0x8(sp)
add	a6, a6, t0
addi	a5, a4, 0x1
bne	a4, t6, .Ltgt
sub	a7, t6, a7
mul	a7, a7, t0
li	s7, 0x1
add	t4, t4, a7
mv	t3, s6
mv	t1, s5
mv	a4, s4
mv	a7, s3
mv	a6, t6
li	a1, 0x0
j	.Ltgt
ld	a3, 0x0(a4)
ld	a7, 0x0(t3)
ld	a6, 0x0(t1)
addi	a3, a3, 0x1
sub	a5, a7, a5
sd	a3, 0x0(a4)
slli	a5, a5, 0x3
add	t4, t4, a5
addi	t3, t3, 0x8
addi	t1, t1, 0x8
addi	a4, a4, 0x8
bne	a3, a6, .Lloop
