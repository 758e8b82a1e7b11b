// args: mca-static -mtriple=aarch64-unknown-unknown-macho -mcpu=apple-m1 -instruction-tables
// a Mach-O environment picks the Apple printer too
	add	v0.4s, v1.4s, v2.4s
