# libgfortran: loop of 13 instructions at 0x52b42 (fp), llvm-objdump -d of libgfortran.so.5.0.0
.Lloop:
lbu	a7, 0x0(a2)
beqz	a7, .Ltgt
flw	fa3, 0x0(a1)
flt.s	a7, fa3, fa5
bnez	a7, .Ltgt
addi	a7, a0, 0x1
sltu	t0, a7, a0
add	a1, a1, t6
mv	a0, a7
add	a2, a2, t5
add	a6, a6, t0
bne	s4, a7, .Lloop
bne	s11, a6, .Lloop
