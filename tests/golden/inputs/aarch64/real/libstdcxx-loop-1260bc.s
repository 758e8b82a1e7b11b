// libstdcxx: loop of 31 instructions at 0x1260bc (base), llvm-objdump -d of libstdc++.so.6.0.30
.Lloop:
mov	w2, w22
cmp	w4, w2
b.eq	.Ltgt
cmp	x25, #0x0
mov	w0, w28
ccmp	w1, #0x0, #0x4, ne
b.ne	.Ltgt
ldr	x1, [x23, #0x30]
ubfiz	x0, x0, #1, #8
ldrh	w0, [x1, x0]
tbz	w0, #0xd, .Ltgt
ldp	x0, x1, [x25, #0x10]
cmp	x0, x1
b.hs	.Ltgt
add	x0, x0, #0x1
mov	w28, #-0x1
str	x0, [x25, #0x10]
cmn	w28, #0x1
cset	w1, eq
cmp	x25, #0x0
cset	w4, ne
ands	w4, w1, w4
b.eq	.Ltgt
ldp	x2, x0, [x25, #0x10]
cmp	x2, x0
b.hs	.Ltgt
cmp	x24, #0x0
mov	w4, #0x0
cset	w2, ne
ands	w2, w22, w2
b.eq	.Lloop
