# libgo: loop of 22 instructions at 0xcf0efe (base), llvm-objdump -d of libgo.so.21.0.0
.Lloop:
bge	s1, s2, .Ltgt
bne	s0, s3, .Ltgt
addi	s7, s7, 0x1
li	s8, 0x0
add	s1, s1, s11
bltz	s1, .Ltgt
blt	s2, s1, .Ltgt
mv	a0, s6
beq	s2, s1, .Ltgt
add	a0, s6, s1
sub	s5, s2, s1
mv	a1, s5
auipc	ra, 0xffedc
jalr	-0x764(ra)
sext.w	s0, a0
mv	s11, a1
mv	s9, s8
mv	a0, s0
auipc	ra, 0xffee0
jalr	0x36a(ra)
mv	s8, a0
bnez	a0, .Lloop
