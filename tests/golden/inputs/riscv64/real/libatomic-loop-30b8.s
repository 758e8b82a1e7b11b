# libatomic: loop of 8 instructions at 0x30b8 (base), llvm-objdump -d of libatomic.so.1.2.0
.Lloop:
and	a3, a5, a1
mv	a0, a5
not	a3, a3
lr.d	a5, (a4)
bne	a5, a0, .Ltgt
sc.d.aq	a2, a3, (a4)
bnez	a2, .Ltgt
bne	a5, a0, .Lloop
