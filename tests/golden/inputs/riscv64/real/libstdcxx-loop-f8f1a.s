# libstdcxx: loop of 37 instructions at 0xf8f1a (base), llvm-objdump -d of libstdc++.so.6.0.30
.Lloop:
mv	a0, s4
jal	.Ltgt
mv	a0, s0
jal	.Ltgt
mv	s0, a0
j	.Ltgt
mv	s0, a0
mv	a0, s2
jal	.Ltgt
mv	a0, s0
jal	.Ltgt
j	.Ltgt
j	.Ltgt
mv	s0, a0
li	s4, 0x0
mv	a0, s2
jal	.Ltgt
bnez	s4, .Lloop
j	.Ltgt
j	.Ltgt
mv	s0, a0
mv	a0, s2
jal	.Ltgt
mv	a0, s7
jal	.Ltgt
mv	a0, s5
jal	.Ltgt
bnez	s4, .Lloop
j	.Ltgt
mv	s0, a0
j	.Ltgt
mv	s0, a0
mv	a0, s2
jal	.Ltgt
j	.Lloop
mv	s0, a0
j	.Lloop
