// libdav1d: loop of 31 instructions at 0x8c2c4 (neon), llvm-objdump -d of libdav1d.so.6.6.0
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
rshrn	v2.4h, v2.4s, #0x6
rshrn2	v2.8h, v3.4s, #0x6
rshrn	v3.4h, v4.4s, #0x6
rshrn2	v3.8h, v5.4s, #0x6
sub	v2.8h, v2.8h, v29.8h
sub	v3.8h, v3.8h, v29.8h
subs	w4, w4, #0x2
st1	{ v2.8h }, [x0], x8
st1	{ v3.8h }, [x9], x8
b.le	.Ltgt
mov	v16.16b, v18.16b
mov	v17.16b, v23.16b
mov	v18.16b, v24.16b
b	.Lloop
