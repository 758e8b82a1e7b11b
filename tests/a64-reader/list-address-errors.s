// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-v2 -instruction-tables
// a register list's instruction without an address: LLVM's error at the operand where the address should be
	ld1	{v0.16b}, x0
	st1	{v0.16b}, 5
	ld1	{v0.16b}, v0
	ld1	{v0.16b}
	ld2	{v0.16b, v1.16b}, x0
	ld1	{v0.s}[1], x0
