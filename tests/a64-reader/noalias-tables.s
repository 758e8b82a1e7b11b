// args: mca-static -mtriple=aarch64-unknown-linux-gnu -mcpu=cortex-a55 -instruction-tables -skip-unsupported-instructions=lack-sched
// the same with the unsupported instructions dropped: no alias for the SVE ones
	.arch armv8.2-a+sve
	add	x0, x0, x1
	cntw	x8
	mov	z0.s, p0/m, z1.s
	mov	v0.16b, v1.16b
