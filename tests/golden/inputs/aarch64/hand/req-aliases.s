// Register aliases as hand-written NEON kernels name them (.req/.unreq):
// scalar, vector and loop-counter aliases through loads, arithmetic and
// stores.
dst	.req	x0
src	.req	x1
len	.req	w2
acc	.req	v16
tmp	.req	v17
	movi	acc.16b, #0
.Lloop:
	ld1	{v0.16b, v1.16b}, [src], #32
	add	tmp.16b, v0.16b, v1.16b
	uadalp	acc.8h, tmp.16b
	st1	{tmp.16b}, [dst], #16
	subs	len, len, #32
	b.gt	.Lloop
	addv	h0, acc.8h
	umov	w0, v0.h[0]
	.unreq	dst
	.unreq	src
	.unreq	len
	.unreq	acc
	.unreq	tmp
	ret
