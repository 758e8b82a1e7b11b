// args: mca-static -mtriple=aarch64-unknown-linux-gnu -mcpu=cortex-a55 -mattr=+sve -instruction-tables -json
// a region that fails prints no JSON document (as llvm-mca)
	ptrue	p0.s
