# libm: loop of 10 instructions at 0x17974 (base), llvm-objdump -d of libm.so.6
.Lloop:
mv	a0, s3
mv	a1, s1
jal	.Ltgt
ld	a2, 0x0(s0)
ld	a3, 0x8(s0)
addi	s0, s0, -0x10
jal	.Ltgt
mv	a2, a0
mv	a3, a1
bne	s0, s4, .Lloop
