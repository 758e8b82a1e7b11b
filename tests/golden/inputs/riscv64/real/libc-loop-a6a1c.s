# libc: loop of 5 instructions at 0xa6a1c (base), llvm-objdump -d of libc.so.6
.Lloop:
ld	a0, 0x0(s5)
addi	s2, s2, 0x1
addi	s5, s5, 0x8
jal	.Ltgt
bne	s1, s2, .Lloop
