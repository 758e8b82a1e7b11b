// args: mca-sim -mtriple=aarch64-unknown-linux-gnu -mcpu=cortex-a55 -iterations=10
// .arch enables SVE the CPU lacks: llvm-mca's printer writes no alias then
// (cntw x8 is cntw x8, all, mul #1 in the note of the unsupported instruction)
	.arch armv8.2-a+sve
	add	x0, x0, x1
	cntw	x8
	ptrue	p0.s
