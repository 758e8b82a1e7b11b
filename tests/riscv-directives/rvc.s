# sifive-u74 has C: compressed and printed expanded; rocket-rv64 has not:
# the string's C compresses, and llvm-mca's printer (the CPU's) shows c.*
	.attribute arch, "rv64i2p1_m2p0_a2p1_c2p0"
	addi	sp, sp, -48
	sd	ra, 40(sp)
	mv	s0, a0
	li	a4, 0
	.option norvc
	addi	sp, sp, 48
