// libdav1d: loop of 27 instructions at 0x7d330 (neon), llvm-objdump -d of libdav1d.so.6.6.0
.Lloop:
ldr	q2, [x1, #0x20]
ld1	{ v0.8h, v1.8h }, [x1], x2
ldr	q6, [x10, #0x20]
ld1	{ v4.8h, v5.8h }, [x10], x2
addp	v2.8h, v2.8h, v2.8h
addp	v0.8h, v0.8h, v1.8h
addp	v6.8h, v6.8h, v6.8h
addp	v4.8h, v4.8h, v5.8h
shl	v1.4h, v2.4h, #0x2
shl	v0.8h, v0.8h, #0x2
shl	v3.4h, v6.4h, #0x2
shl	v2.8h, v4.8h, #0x2
dup	v4.4h, v1.h[3]
dup	v5.4h, v3.h[3]
trn1	v1.2d, v1.2d, v4.2d
trn1	v3.2d, v3.2d, v5.2d
subs	w8, w8, #0x2
st1	{ v0.8h, v1.8h, v2.8h, v3.8h }, [x0], #64
uaddw	v24.4s, v24.4s, v0.4h
uaddw2	v25.4s, v25.4s, v0.8h
uaddw	v26.4s, v26.4s, v1.4h
uaddw2	v27.4s, v27.4s, v1.8h
uaddw	v24.4s, v24.4s, v2.4h
uaddw2	v25.4s, v25.4s, v2.8h
uaddw	v26.4s, v26.4s, v3.4h
uaddw2	v27.4s, v27.4s, v3.8h
b.gt	.Lloop
