// args: mca-static -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2 -instruction-tables -show-encoding
// instructions the CPU's own features allow (SVE2, BF16, RCpc, PAuth):
// an LLVM older than the models that does not know neoverse-v2 must get
// them from our tables (tests/a64-old-llvm.sh runs this under LLVM 14)
	sqdmulh	z0.s, z1.s, z2.s
	ldapr	w0, [x1]
	bfdot	v0.4s, v1.8h, v2.8h
	pacia	x0, x1
	add	x0, x1, x2
