// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// z registers without an element size where LLVM's SVE vector parser runs: it takes the name, then an expression from the next token fails (ldr/str/movprfx take them; labels named z0 elsewhere)
	fdup z0, #1.0
	fmov z0, #1.0
	fdup z0, #1.0, x
	fcpy z0, p0/m, #1.0
	fadd z0.s, p0/m, z0, #1.0
	dup z0, #1
	add z0, z1, z2
	fdup z0
	fmul z0.s, p0/m, z0.s, z1
	mov z0, z1
	mov z0.d, z1
	mov x0, z0
	mov z0.s, p0/m, z1
	ld1d {z0.d}, p0/z, [x0, z1]
	prfb pldl1keep, p0, [x0, z0]
	andv b0, p0, z0
	insr z0, w0
	adr z0.s, [z1, z2.s]
	adr z0.s, [z1.s, z2]
	ld1d {z0.d}, p0/z, [z1]
	st1w {z0.s}, p0, [x0, z1, uxtw]
	mov p0.b, z0
	ldrb w0, z0
	fdup z0   
