// args: mca-static -mtriple=aarch64-apple-linux -mcpu=apple-m1 -instruction-tables
// the vendor alone does not: an ELF triple prints generically
	add	v0.4s, v1.4s, v2.4s
