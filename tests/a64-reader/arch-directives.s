// args: mca-static -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// .arch, .arch_extension and .cpu change what the assembler accepts, not
// the CPU that schedules
	.arch	armv8.4-a+crypto
	sha512h	q0, q1, v2.2d
	.arch	armv8.2-a+crc+nocrc+crc
	crc32b	w0, w1, w2
	.arch_extension rdma
	sqrdmlah v0.4s, v1.4s, v2.4s
	.arch_extension nobf16
	.arch_extension bf16
	bfdot	v0.4s, v1.8h, v2.8h
	.cpu	cortex-a55+nofp+fp
	ldapr	w0, [x1]
	.arch	v8.2a+
	fadd	s0, s1, s2
	.arch armv8.2-a+crypto+nocrypto
	.arch_extension crypto
	aese	v0.16b, v1.16b
