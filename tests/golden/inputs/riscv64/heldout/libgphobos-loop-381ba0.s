# libgphobos: loop of 6 instructions at 0x381ba0 (base), llvm-objdump -d of libgphobos.so.3.0.0
.Lloop:
mv	a1, s11
add	a0, s7, s6
jalr	s4
bnez	a0, .Ltgt
addi	s6, s6, 0x1
bltu	s6, s2, .Lloop
