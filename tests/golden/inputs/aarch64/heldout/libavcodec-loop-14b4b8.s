// libavcodec: loop of 22 instructions at 0x14b4b8 (neon), llvm-objdump -d of libavcodec.so.59.37.100
.Lloop:
subs	w2, w2, #0x2
ld1	{ v20.16b }, [x0], x1
umull	v4.8h, v0.8b, v20.8b
umull2	v6.8h, v0.16b, v20.16b
ld1	{ v28.16b }, [x0], x1
umull	v24.8h, v0.8b, v28.8b
umull2	v26.8h, v0.16b, v28.16b
sub	v4.8h, v16.8h, v4.8h
srshl	v4.8h, v4.8h, v18.8h
sub	v6.8h, v16.8h, v6.8h
srshl	v6.8h, v6.8h, v18.8h
sqxtun	v4.8b, v4.8h
sqxtun2	v4.16b, v6.8h
sub	v24.8h, v16.8h, v24.8h
srshl	v24.8h, v24.8h, v18.8h
sub	v26.8h, v16.8h, v26.8h
srshl	v26.8h, v26.8h, v18.8h
sqxtun	v24.8b, v24.8h
sqxtun2	v24.16b, v26.8h
st1	{ v4.16b }, [x5], x1
st1	{ v24.16b }, [x5], x1
b.ne	.Lloop
