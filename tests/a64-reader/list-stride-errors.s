// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// NEON register lists whose stride changes: LLVM's list parser stops at the register, its operand parser adds two errors after the next token
	ld1	{v0.4s, v1.4s, v3.4s}, [x0]
	ld1	{v0.4s, v1.4s, v3.4s, v4.4s}, [x0]
	ld1	{v0.4s, v1.4s, v2.4s, v4.4s}, [x0]
	ld1	{v31.4s, v0.4s, v2.4s}, [x0]
	ld1	{v0.4s, v1.4s, v3.4s}, [x0], #48
	ld1	{v0.4s, v1.4s, v3.4s} [x0]
	ld1	{v0.4s, v1.4s, v3.4s }, [x0]
	ld1	{v0.4s, v2.4s, v3.4s}, [x0]
	ld1	{v0.4s, v2.4s, v4.4s}, [x0]
	ld1	{v0.4s, v2.4s}, [x0]
	ld1w	{z0.s, z1.s, z3.s}, p0/z, [x0]
	ld1	{v0.4s, v1.4s, v3.4s}
	ld1	{v0.4s, v1.4s, v3.4s
