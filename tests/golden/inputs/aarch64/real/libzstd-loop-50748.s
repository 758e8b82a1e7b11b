// libzstd: loop of 31 instructions at 0x50748 (base), llvm-objdump -d of libzstd.so.1.5.4
.Lloop:
add	x4, x10, w5, uxtw
and	x13, x5, #0x7
ldr	x4, [x4, #0x8]
ldr	w12, [x16, x13, lsl #2]
mul	x4, x4, x6
lsr	w19, w12, #8
lsr	x4, x4, x23
lsr	w7, w4, #8
lsl	w20, w7, #8
ubfiz	x7, x7, #7, #24
add	x26, x7, #0x40
add	x27, x20, #0x40
prfm	pldl1keep, [x15, x7]
ubfiz	x7, x19, #7, #24
prfm	pldl1keep, [x21, x20]
ubfiz	x19, x19, #6, #24
prfm	pldl1keep, [x21, x27]
prfm	pldl1keep, [x15, x26]
str	w4, [x16, x13, lsl #2]
add	x13, x15, x7
ldrb	w4, [x15, x7]
sub	w4, w4, #0x1
and	w4, w4, #0x3f
strb	w4, [x15, x7]
add	w7, w4, #0x10
add	x4, x19, w4, sxtw
strb	w12, [x13, w7, uxtw]
str	w5, [x21, x4, lsl #2]
add	w5, w5, #0x1
cmp	w8, w5
b.ne	.Lloop
