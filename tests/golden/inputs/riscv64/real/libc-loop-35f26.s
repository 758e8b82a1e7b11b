# libc: loop of 13 instructions at 0x35f26 (fp), llvm-objdump -d of libc.so.6
.Lloop:
auipc	a5, 0xf0
ld	a5, 0x6ca(a5)
ld	ra, 0x18(sp)
li	a4, 0x22
add	a5, a5, tp
sw	a4, 0x0(a5)
fld	fs0, 0x8(sp)
fld	fs1, 0x0(sp)
addi	sp, sp, 0x20
ret
feq.d	a5, fa0, fs1
beqz	a5, .Ltgt
j	.Lloop
