// args: mca-static -mtriple=aarch64-unknown-linux-gnu -mcpu=cortex-a53 -instruction-tables
// hints .arch enables on a CPU without them: read by name, printed as the CPU's
// printer prints them (hint #34 for bti c, hint #16 for esb)
	.arch armv8.5-a+ras+profile
	bti	c
	paciasp
	autiasp
	esb
	psb	csync
	xpaclri
	hint	#34
