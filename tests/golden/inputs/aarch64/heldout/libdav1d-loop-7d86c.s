// libdav1d: loop of 12 instructions at 0x7d86c (neon), llvm-objdump -d of libdav1d.so.6.6.0
.Lloop:
ld1	{ v0.8h, v1.8h, v2.8h, v3.8h }, [x0]
subs	w4, w4, #0x1
usqadd	v0.8h, v16.8h
usqadd	v1.8h, v16.8h
usqadd	v2.8h, v16.8h
usqadd	v3.8h, v16.8h
smin	v0.8h, v0.8h, v31.8h
smin	v1.8h, v1.8h, v31.8h
smin	v2.8h, v2.8h, v31.8h
smin	v3.8h, v3.8h, v31.8h
st1	{ v0.8h, v1.8h, v2.8h, v3.8h }, [x0], x1
b.gt	.Lloop
