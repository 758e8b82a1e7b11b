# what compilers write at the top of a file: the ISA string sets the
# extensions (Zba/Zbb/Zbs here, which sifive-u74 lacks)
	.attribute	4, 16
	.attribute	5, "rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zifencei2p0_zba1p0_zbb1p0_zbs1p0"
	.attribute unaligned_access, 0
	.option pic
	andn	a0, a1, a2
	sh1add	a3, a4, a5
	bseti	a0, a0, 40
	add.uw	a1, a2, zero
	li	a6, 8589934576
	la	a0, foo
	.option nopic
	la	a1, foo
	.option push
	.option arch, +zicond
	czero.eqz	a0, a1, a2
	.option pop
	andn	a0, a1, a2
	.option arch, rv64imac
	.option relax
	.option norelax
