// libx264: loop of 10 instructions at 0x110888 (neon), llvm-objdump -d of libx264.so.164
.Lloop:
subs	w4, w4, #0x4
ld1	{ v0.8b }, [x2], x3
ld1	{ v1.8b }, [x2], x3
ld1	{ v2.8b }, [x2], x3
ld1	{ v3.8b }, [x2], x3
st1	{ v0.8b }, [x0], x1
st1	{ v1.8b }, [x0], x1
st1	{ v2.8b }, [x0], x1
st1	{ v3.8b }, [x0], x1
b.gt	.Lloop
