# libgo: loop of 23 instructions at 0xcaa58c (base), llvm-objdump -d of libgo.so.21.0.0
.Lloop:
ret
li	a4, 0x7a
li	a0, 0x1
bgeu	a4, a5, .Lloop
andi	a4, a5, 0xfd
li	a3, 0x3d
bne	a4, a3, .Ltgt
ret
li	a4, 0x5a
li	a0, 0x1
bltu	a4, a5, .Ltgt
ret
li	a4, 0x2a
li	a0, 0x1
bne	a5, a4, .Lloop
mv	a0, a1
beqz	a1, .Ltgt
ret
li	a4, 0x39
li	a0, 0x1
bgeu	a4, a5, .Lloop
li	a4, 0x3a
beq	a5, a4, .Lloop
