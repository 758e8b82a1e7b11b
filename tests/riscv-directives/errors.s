	.option foo
	.attribute arch, "rv64iy"
	.attribute arch, "rv64i_zba2p0"
	.attribute arch, "rv64i2"
	.attribute arch, "RV64GC"
	.attribute arch, "rv64gc_"
	.attribute arch, "rv64i_sfoo"
	.attribute arch, "rv64i_xfoo"
	.attribute arch, "zba"
	.attribute foo, "x"
	.attribute 5, 3
	.option arch, rv32gc
	.option arch, +zfoo
	.option arch, -zca
	.option arch, +zba1p0
	.option arch zba
	.option arch, +zba, rv64gc
	.option pop
	andn	a0, a1, a2
	.attribute arch, "rv64gc_zba_zbb_zbs"
	.option arch, -zbb
