# libstdcxx: loop of 29 instructions at 0xb3d78 (base), llvm-objdump -d of libstdc++.so.6.0.30
.Lloop:
lw	a0, 0x0(s1)
addi	a4, s10, 0x1
bge	a4, s5, .Ltgt
beq	a0, s7, .Ltgt
bne	s8, a0, .Ltgt
ld	a5, 0x10(s3)
ld	a3, 0x18(s3)
sd	a4, 0x8(s2)
bgeu	a5, a3, .Ltgt
addi	a5, a5, 0x4
sd	a5, 0x10(s3)
blez	s5, .Ltgt
sw	zero, 0x0(s4)
beqz	a4, .Ltgt
j	.Ltgt
mv	a1, s1
mv	a0, s4
mv	a2, s0
jal	.Ltgt
ld	s1, 0x10(s3)
ld	s10, 0x8(s2)
slli	a5, s0, 0x2
ld	s11, 0x18(s3)
add	s1, s1, a5
sd	s1, 0x10(s3)
add	s10, s10, s0
sd	s10, 0x8(s2)
add	s4, s4, a5
bltu	s1, s11, .Lloop
