// args: mca-static -march=arm64_32 -mcpu=cortex-a55 -instruction-tables -json
// -march=arm64_32 is aarch64_32 (JSON and triple), aarch64_be too
	add	x0, x1, x2
