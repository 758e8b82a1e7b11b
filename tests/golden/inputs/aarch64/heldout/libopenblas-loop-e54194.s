// libopenblas: loop of 9 instructions at 0xe54194 (fp), llvm-objdump -d of libopenblasp-r0.3.21.so
.Lloop:
add	x8, x8, x3
subs	w1, w1, #0x1
b.eq	.Ltgt
mov	w4, w2
mov	w27, w1
ldp	s1, s0, [x8]
fcmp	s1, #0.0
fccmp	s0, s2, #0x0, eq
b.eq	.Lloop
