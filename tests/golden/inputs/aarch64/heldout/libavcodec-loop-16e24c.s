// libavcodec: loop of 16 instructions at 0x16e24c (neon), llvm-objdump -d of libavcodec.so.59.37.100
.Lloop:
ld1	{ v2.s }[0], [x2], x3
ld1	{ v0.s }[0], [x0], x1
ld1	{ v2.s }[1], [x2], x3
ld1	{ v0.s }[1], [x0], x1
ld1	{ v3.s }[0], [x2], x3
ld1	{ v1.s }[0], [x0], x1
ld1	{ v3.s }[1], [x2], x3
ld1	{ v1.s }[1], [x0], x1
subs	w4, w4, #0x4
urhadd	v0.8b, v0.8b, v2.8b
urhadd	v1.8b, v1.8b, v3.8b
st1	{ v0.s }[0], [x5], x1
st1	{ v0.s }[1], [x5], x1
st1	{ v1.s }[0], [x5], x1
st1	{ v1.s }[1], [x5], x1
b.ne	.Lloop
