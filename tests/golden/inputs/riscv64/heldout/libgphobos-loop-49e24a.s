# libgphobos: loop of 5 instructions at 0x49e24a (base), llvm-objdump -d of libgphobos.so.3.0.0
.Lloop:
lbu	a1, 0x0(s1)
mv	a0, s0
addi	s1, s1, 0x1
jalr	s3
bne	s1, s2, .Lloop
