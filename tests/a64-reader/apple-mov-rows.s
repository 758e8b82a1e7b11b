// args: mca-static -mtriple=arm64-apple-darwin -mcpu=apple-m1 -instruction-tables
// Apple mov rows: DUPi's mov takes a scalar first operand only
	mov h0, v1[1]
	dup s0, v1[3]
	mov.h v0[1], w0
	mov.s v0[1], v1[0]
	mov.d x0, v0[1]
	mov.s w0, v0[1]
	mov.16b v0, v1
