# gcc-zb: loop of 9 instructions at 0x18c (base), llvm-objdump -d of gcc-zb.o
.Lloop:
ld	a5, 0x0(a0)
ld	a3, 0x0(a1)
addi	a0, a0, 0x8
srai	a4, a5, 0x3
mul	a5, a5, a3
addi	a1, a1, 0x8
add	a5, a5, a4
sd	a5, -0x8(a0)
bne	a2, a0, .Lloop
