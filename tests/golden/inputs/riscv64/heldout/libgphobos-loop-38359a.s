# libgphobos: loop of 12 instructions at 0x38359a (base), llvm-objdump -d of libgphobos.so.3.0.0
.Lloop:
beqz	s1, .Ltgt
add	a5, s8, s5
addi	s1, s1, -0x1
bltu	a5, s8, .Ltgt
ld	a5, 0x28(sp)
bgeu	s5, s2, .Ltgt
add	a5, a5, s5
lbu	a1, 0x0(a5)
addi	s5, s5, 0x1
mv	a0, s0
jalr	s7
bne	s2, s5, .Lloop
