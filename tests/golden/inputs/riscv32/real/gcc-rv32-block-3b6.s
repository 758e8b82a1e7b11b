# gcc-rv32: block of 9 instructions at 0x3b6 (base), llvm-objdump -d of gcc-rv32.o
sub	a5, a0, a1
seqz	a5, a5
slt	a4, a0, a1
slli	a5, a5, 0x1
sltu	a0, a1, a0
add	a5, a5, a4
slli	a0, a0, 0x2
add	a0, a0, a5
ret
