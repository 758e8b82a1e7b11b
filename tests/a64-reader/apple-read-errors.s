// args: mca-static -mtriple=aarch64 -mcpu=apple-m2 -instruction-tables
// Apple NEON statements no opcode takes: the error of the generic form, located in the input
	add.4s v0, v1, x2
	mov.s v0[4], w0
	add.2s v0, v1, v2.4s
