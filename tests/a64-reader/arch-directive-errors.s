// args: mca-static -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// what the directives refuse, located as llvm-mca 22 locates it; a
// directive that fails changes nothing
	.arch	armv8-a+foo
	ldapr	w0, [x1]
	.arch	ARMV8-A
	.arch
	.arch	armv8-a +crc
	.arch	armv8-a+nocrc+crc+foo
	.arch	armv8-a+crc++sve
	.arch_extension nofoo
	.arch_extension crc, sve
	.arch_extension
	.cpu	cortex-a53+nocrc+foo
	.cpu	no-such-cpu
	.arch	armv8-a
	ldapr	w0, [x1]
	.arch_extension nosimd
	add	v0.4s, v0.4s, v0.4s
	.arch_extension sve
	.arch_extension nosve
	ptrue	p0.b
	.arch	armv8.4-a+crypto+nocrypto
	aese	v0.16b, v1.16b
