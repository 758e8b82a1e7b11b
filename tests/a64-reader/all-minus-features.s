// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=cortex-a55 -mattr=+all,-d128,-xs,-lse,-sve,-sme,-aes -instruction-tables -skip-unsupported-instructions=lack-sched
// '+all' then '-X': LLVM's predicates and operation tables still take its 'all' feature
	tlbip	vae1nxs, x0, x1
	tlbip	rvae1, x0, x1
	sysp	#0, c9, c7, #1, x0, x1
	ldaddal	x0, x1, [x2]
	add	z0.s, z0.s, z0.s
	aese	v0.16b, v1.16b
	tlbi	vae1nxs, x0
	mrrs	x0, x1, ttbr0_el1
