# libc: loop of 12 instructions at 0xe938c (base), llvm-objdump -d of libc.so.6
.Lloop:
addi	a2, a2, 0x1
addi	a1, a1, 0x8
addi	t4, t4, 0x4
beq	a2, a0, .Ltgt
lw	a5, 0x0(t4)
ld	a3, 0x0(a1)
addiw	a5, a5, -0x1
slli	a5, a5, 0x20
srli	a5, a5, 0x20
add	a5, a5, a3
lbu	a5, 0x0(a5)
beqz	a5, .Lloop
