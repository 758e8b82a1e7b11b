// args: mca-static -mtriple=arm64-apple-macosx -mcpu=apple-m1 -output-asm-variant=0 -instruction-tables
// -output-asm-variant=0 prints the generic variant on a Darwin triple
	add.4s	v0, v1, v2
	ld1.16b	{ v0 }, [x0]
	mov.s	v1[1], w0
