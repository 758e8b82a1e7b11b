# libgcc: loop of 16 instructions at 0xbb0c (base), llvm-objdump -d of libgcc_s.so.1
.Lloop:
andi	a5, s0, 0xf
li	a3, 0xc
bltu	a3, a5, .Ltgt
auipc	a3, 0x5
addi	a3, a3, -0x7fe
slli	a5, a5, 0x2
add	a5, a5, a3
lw	a5, 0x0(a5)
add	a5, a5, a3
jr	a5
li	a5, 0x40
bne	s2, a5, .Ltgt
jal	.Ltgt
li	a5, 0x50
mv	a4, a0
bne	s0, a5, .Lloop
