# libc: loop of 11 instructions at 0x7ba52 (base), llvm-objdump -d of libc.so.6
.Lloop:
add	a3, s1, a4
mv	a5, s4
lbu	s4, 0x0(a3)
slli	a5, a5, 0x3
sub	a5, s4, a5
zext.b	a5, a5
addi	a5, a5, 0x110
add	a5, a5, sp
sb	a4, -0x108(a5)
addi	a4, a4, 0x1
bne	s8, a4, .Lloop
