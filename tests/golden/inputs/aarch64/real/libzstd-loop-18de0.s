// libzstd: loop of 21 instructions at 0x18de0 (base), llvm-objdump -d of libzstd.so.1.5.4
.Lloop:
tst	w6, w5
b.eq	.Ltgt
lsl	w5, w1, #16
add	w3, w3, w0
lsl	w0, w0, w1
sub	w0, w5, w0
str	w0, [x7, #0x4]
str	w8, [x11, x4]
add	w2, w2, #0x1
cmp	w10, w2
b.lo	.Ltgt
ldrsh	w0, [x12, w2, uxtw #1]
add	x4, x13, w2, uxtw #3
add	x7, x11, x4
mov	w5, #0xfffd
sub	w1, w0, #0x1
sub	w8, w3, w0
clz	w1, w1
add	w6, w0, #0x1
add	w1, w15, w1
cbnz	w0, .Lloop
