# libgomp: loop of 16 instructions at 0x212e8 (base), llvm-objdump -d of libgomp.so.1.0.0
.Lloop:
ld	a2, 0x0(s1)
beqz	a2, .Ltgt
lbu	a4, 0xa(s1)
beqz	a4, .Ltgt
ld	a1, 0x0(a2)
ld	a3, 0x10(s1)
li	a5, 0x0
li	a4, 0x0
add	a3, a3, a1
mv	a0, s3
mv	a1, s4
jal	.Ltgt
ld	a5, 0x30(s10)
addi	s2, s2, 0x1
addi	s1, s1, 0x20
bltu	s2, a5, .Lloop
