// args: mca-static -mtriple=arm64-apple-darwin -mcpu=apple-m1 -instruction-tables
// Apple mov rows: errors
	mov v0[1], w0
	mov v0[1], v1.s[0]
	mov v0[1], #1
