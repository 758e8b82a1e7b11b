// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// dup/mov of one element to a scalar register: lanes out of range, wrong sizes, the lane left out (too few operands, caret to the next token)
	dup	d3, v4.d[2]
	dup	s3, v4.d[1]
	dup	s3, v4.4s[1]
	dup	s3, s4
	dup	s3
	dup	s3, v4.s[1], #1
	dup	w3, v4.s[1]
	dup	s3, v4.s
	mov	s3, v4.s
	mov	d3, v4   // comment
	mov	b3, v4.b ; mov h3, v4.h
	mov	s3, v4.d
	add	x0, x1 	
	add	x0, x1 /* c */ ; add x0, x1, x2
