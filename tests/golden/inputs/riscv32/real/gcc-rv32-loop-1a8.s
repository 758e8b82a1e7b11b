# gcc-rv32: loop of 23 instructions at 0x1a8 (base), llvm-objdump -d of gcc-rv32.o
.Lloop:
lw	a7, 0x0(a0)
lw	a4, 0x4(a0)
lw	a6, 0x0(a1)
lw	t1, 0x4(a1)
slli	a2, a4, 0x1d
mul	a5, a6, a4
srli	a3, a7, 0x3
or	a3, a3, a2
srai	a2, a4, 0x3
addi	a0, a0, 0x8
addi	a1, a1, 0x8
mul	t1, t1, a7
mul	a4, a6, a7
add	a5, a5, t1
mulhu	a6, a6, a7
add	a3, a3, a4
sltu	a4, a3, a4
sw	a3, -0x8(a0)
add	a5, a5, a6
add	a5, a5, a2
add	a4, a4, a5
sw	a4, -0x4(a0)
bne	t3, a0, .Lloop
