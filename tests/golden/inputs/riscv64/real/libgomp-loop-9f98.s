# libgomp: loop of 9 instructions at 0x9f98 (base), llvm-objdump -d of libgomp.so.1.0.0
.Lloop:
sd	a5, 0x50(sp)
lbu	a2, 0x0(a5)
mv	a6, a5
addi	a5, a5, 0x1
slli	a4, a2, 0x1
add	a4, a4, a1
lhu	a4, 0x0(a4)
and	a4, a4, s11
bnez	a4, .Lloop
