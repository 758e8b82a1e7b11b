// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// dup of one element to a b/h/s/d register (gcc -O3 writes it): LLVM's DUPi* forms, printed as mov
	dup	s3, v4.s[1]
	dup	b0, v31.b[15]
	dup	h1, v2.h[7]
	DUP	D3, V4.D[1]
	mov	d3, v4.d[0]
	dup	v0.4s, v1.s[1]
	dup	z0.s, z1.s[1]
