# libstdcxx: loop of 17 instructions at 0xa24c4 (base), llvm-objdump -d of libstdc++.so.6.0.30
.Lloop:
mv	a0, s0
ld	s0, 0x20(sp)
ld	ra, 0x28(sp)
mv	a1, s1
mv	a5, s2
ld	s1, 0x18(sp)
ld	s2, 0x10(sp)
addi	sp, sp, 0x30
jr	a5
ld	a4, -0x8(a0)
mv	a2, a1
sub	s0, a0, s1
mul	a5, a4, a1
mv	a1, a4
add	s1, s1, a5
jal	.Ltgt
j	.Lloop
