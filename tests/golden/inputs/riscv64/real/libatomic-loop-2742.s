# libatomic: loop of 11 instructions at 0x2742 (base), llvm-objdump -d of libatomic.so.1.2.0
.Lloop:
add	a0, a1, a4
xor	a0, a0, a4
and	a0, a0, a2
xor	a0, a0, a4
lr.d	a6, (a3)
bne	a6, a4, .Ltgt
sc.d	a7, a0, (a3)
bnez	a7, .Ltgt
sub	a7, a6, a4
mv	a4, a6
bnez	a7, .Lloop
