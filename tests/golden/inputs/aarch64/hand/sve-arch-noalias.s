// a file whose .arch enables SVE: CPUs without SVE name the first
// instruction they cannot schedule as LLVM prints it without aliases
	.arch armv8.2-a+sve
	add	x0, x0, x1
	ldr	q0, [x0]
	cntw	x8
	ptrue	p0.s
	mov	z0.s, p0/m, z1.s
	fadd	z0.s, p0/m, z0.s, z1.s
	bti	c
