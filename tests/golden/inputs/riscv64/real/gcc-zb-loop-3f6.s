# gcc-zb: loop of 5 instructions at 0x3f6 (base), llvm-objdump -d of gcc-zb.o
.Lloop:
ld	a5, 0x0(a0)
addi	a0, a0, 0x8
cpop	a5, a5
sd	a5, -0x8(a0)
bne	a0, a1, .Lloop
