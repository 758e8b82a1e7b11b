# libasan: loop of 16 instructions at 0xbf022 (base), llvm-objdump -d of libasan.so.8.0.0
.Lloop:
li	a4, 0x2
mv	a3, s3
mv	a2, s2
mv	a1, s8
mv	a0, s11
jal	.Ltgt
addi	s9, s9, 0x10
beq	s10, s0, .Ltgt
ld	s11, 0x0(s9)
ld	a5, 0x8(s9)
mv	a1, s10
addiw	s10, s10, 0x1
add	s8, s11, a5
bgeu	s11, s8, .Ltgt
lbu	a4, 0x15(s1)
beqz	a4, .Lloop
