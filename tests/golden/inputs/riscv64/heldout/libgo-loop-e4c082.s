# libgo: loop of 10 instructions at 0xe4c082 (base), llvm-objdump -d of libgo.so.21.0.0
.Lloop:
mv	a0, s1
auipc	ra, 0xffd94
jalr	-0x604(ra)
mv	a0, s0
auipc	ra, 0xffd8b
jalr	-0x50e(ra)
mv	a0, s1
auipc	ra, 0xffd83
jalr	0x5b8(ra)
j	.Lloop
