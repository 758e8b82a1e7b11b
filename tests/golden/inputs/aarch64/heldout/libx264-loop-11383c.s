// libx264: loop of 19 instructions at 0x11383c (neon), llvm-objdump -d of libx264.so.164
.Lloop:
smlal	v20.4s, v18.4h, v18.4h
smlal	v21.4s, v19.4h, v19.4h
ld2	{ v0.8b, v1.8b }, [x0], #16
ld2	{ v2.8b, v3.8b }, [x2], #16
smlal2	v20.4s, v18.8h, v18.8h
smlal2	v21.4s, v19.8h, v19.8h
subs	w8, w8, #0x10
usubl	v16.8h, v0.8b, v2.8b
usubl	v17.8h, v1.8b, v3.8b
smlal	v20.4s, v16.4h, v16.4h
smlal	v21.4s, v17.4h, v17.4h
ld2	{ v24.8b, v25.8b }, [x0], #16
ld2	{ v26.8b, v27.8b }, [x2], #16
smlal2	v20.4s, v16.8h, v16.8h
smlal2	v21.4s, v17.8h, v17.8h
b.lt	.Ltgt
usubl	v18.8h, v24.8b, v26.8b
usubl	v19.8h, v25.8b, v27.8b
b.gt	.Lloop
