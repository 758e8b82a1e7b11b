// libx264: loop of 9 instructions at 0x108864 (neon), llvm-objdump -d of libx264.so.164
.Lloop:
subs	w3, w3, #0x8
ld1	{ v0.4s, v1.4s }, [x1], #32
fcvtzs	v0.4s, v0.4s, #0x8
fcvtzs	v1.4s, v1.4s, #0x8
sqxtn	v2.4h, v0.4s
sqxtn2	v2.8h, v1.4s
rev16	v3.16b, v2.16b
st1	{ v3.8h }, [x0], #16
b.ge	.Lloop
