# libm: loop of 12 instructions at 0x120c2 (base), llvm-objdump -d of libm.so.6
.Lloop:
mv	a0, s1
mv	a1, s0
jal	.Ltgt
ld	a2, 0x0(s8)
ld	a3, 0x8(s8)
addi	s8, s8, -0x10
jal	.Ltgt
auipc	a5, 0x39
addi	a5, a5, 0x7a8
mv	a2, a0
mv	a3, a1
bne	s8, a5, .Lloop
