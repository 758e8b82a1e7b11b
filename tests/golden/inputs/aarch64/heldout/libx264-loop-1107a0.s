// libx264: loop of 14 instructions at 0x1107a0 (neon), llvm-objdump -d of libx264.so.164
.Lloop:
subs	w5, w5, #0x2
ldr	s18, [x2, #0x10]
ld1	{ v16.16b }, [x2], x3
ldr	s19, [x2, #0x10]
ld1	{ v17.16b }, [x2], x3
uqsub	v18.8b, v18.8b, v1.8b
uqsub	v16.16b, v16.16b, v1.16b
uqsub	v19.8b, v19.8b, v1.8b
uqsub	v17.16b, v17.16b, v1.16b
str	s18, [x0, #0x10]
st1	{ v16.16b }, [x0], x1
str	s19, [x0, #0x10]
st1	{ v17.16b }, [x0], x1
b.gt	.Lloop
