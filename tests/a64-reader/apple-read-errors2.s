// args: mca-static -mtriple=arm64-apple-macosx -mcpu=apple-m1 -instruction-tables
// Apple statements LLVM rejects: too few registers, a lane out of range, an address that is no address
	sxtl.2d	v0
	fmla.2d	v0, v1, v2[2]
	ld1.16b	{v0}, x0
	tbl.16b	v0, {v1, v3}, v2
	ld1.s	{v0, v2}[1], [x0]
	ld1r.4s	{v0, v2}, [x0]
