// libdav1d: loop of 35 instructions at 0x8ad08 (neon), llvm-objdump -d of libdav1d.so.6.6.0
.Lloop:
smull	v2.4s, v16.4h, v1.h[0]
smull2	v3.4s, v16.8h, v1.h[0]
bl	.Ltgt
smull	v4.4s, v17.4h, v1.h[0]
smull2	v5.4s, v17.8h, v1.h[0]
smlal	v2.4s, v17.4h, v1.h[1]
smlal2	v3.4s, v17.8h, v1.h[1]
smlal	v4.4s, v18.4h, v1.h[1]
smlal2	v5.4s, v18.8h, v1.h[1]
smlal	v2.4s, v18.4h, v1.h[2]
smlal2	v3.4s, v18.8h, v1.h[2]
smlal	v4.4s, v23.4h, v1.h[2]
smlal2	v5.4s, v23.8h, v1.h[2]
smlal	v2.4s, v23.4h, v1.h[3]
smlal2	v3.4s, v23.8h, v1.h[3]
smlal	v4.4s, v24.4h, v1.h[3]
smlal2	v5.4s, v24.8h, v1.h[3]
srshl	v2.4s, v2.4s, v29.4s
srshl	v3.4s, v3.4s, v29.4s
srshl	v4.4s, v4.4s, v29.4s
srshl	v5.4s, v5.4s, v29.4s
sqxtun	v2.4h, v2.4s
sqxtun2	v2.8h, v3.4s
sqxtun	v3.4h, v4.4s
sqxtun2	v3.8h, v5.4s
umin	v2.8h, v2.8h, v31.8h
umin	v3.8h, v3.8h, v31.8h
subs	w5, w5, #0x2
st1	{ v2.8h }, [x0], x1
st1	{ v3.8h }, [x9], x1
b.le	.Ltgt
mov	v16.16b, v18.16b
mov	v17.16b, v23.16b
mov	v18.16b, v24.16b
b	.Lloop
