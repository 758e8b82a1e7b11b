// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// z registers without an element size that LLVM takes
	ldr z0, [x0]
	str z0, [x0, #2, mul vl]
	ldrsw x0, z0
	adr x0, z0
	b.eq z1
	ld1d {z0.d}, p0/z, [z1.d]
	mov z0.s, w0
	movprfx z0, z1
	add z0.s, p0/m, z0.s, z1.s
z0:
z1:
