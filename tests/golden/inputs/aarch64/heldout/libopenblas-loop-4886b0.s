// libopenblas: loop of 16 instructions at 0x4886b0 (neon), llvm-objdump -d of libopenblasp-r0.3.21.so
.Lloop:
ld2	{ v8.d, v9.d }[0], [x11]
add	x11, x11, #0x10
ld2	{ v0.2d, v1.2d }, [x16]
add	x16, x16, #0x20
ld2	{ v2.2d, v3.2d }, [x16]
add	x16, x16, #0x20
fmla	v16.2d, v0.2d, v8.d[0]
fmla	v16.2d, v1.2d, v9.d[0]
fmls	v17.2d, v0.2d, v9.d[0]
fmla	v17.2d, v1.2d, v8.d[0]
fmla	v18.2d, v2.2d, v8.d[0]
fmla	v18.2d, v3.2d, v9.d[0]
fmls	v19.2d, v2.2d, v9.d[0]
fmla	v19.2d, v3.2d, v8.d[0]
subs	x8, x8, #0x1
b.gt	.Lloop
