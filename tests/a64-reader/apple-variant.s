// args: mca-sim -mtriple=aarch64 -mcpu=neoverse-n2 -output-asm-variant=1 -all-views -iterations=2
// -output-asm-variant=1 prints the Apple variant on any triple
	add	v0.4s, v1.4s, v2.4s
	ld1	{ v0.16b }, [x0]
	mov	v1.s[1], w0
	uzp1	v2.8h, v0.8h, v1.8h
	ldr	q0, [x0, #16]
