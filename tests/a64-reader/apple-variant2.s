// args: mca-static -mtriple=aarch64 -mcpu=apple-m1 -output-asm-variant=2 -instruction-tables
// AArch64 has two printer variants
	add	v0.4s, v1.4s, v2.4s
