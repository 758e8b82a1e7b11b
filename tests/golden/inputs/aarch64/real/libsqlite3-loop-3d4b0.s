// libsqlite3: loop of 34 instructions at 0x3d4b0 (base), llvm-objdump -d of libsqlite3.so.0.8.6
.Lloop:
strh	w27, [x19, #0x56]
mov	x0, x19
bl	.Ltgt
cbz	w0, .Ltgt
mov	w21, w0
strh	wzr, [x19, #0x46]
ldp	x23, x24, [sp, #0x40]
ldp	x27, x28, [sp, #0x60]
b	.Ltgt
mov	w0, #-0x1
str	w0, [x22]
mov	w21, #0x0
b	.Ltgt
mov	w21, #0x0
str	wzr, [x3]
b	.Ltgt
str	wzr, [x3]
mov	w1, #0x0
bl	.Ltgt
mov	w21, w0
cbz	w0, .Ltgt
cmp	w0, #0x65
b.ne	.Ltgt
b	.Ltgt
ldr	x3, [x25, #0x60]
lsl	w1, w28, #1
ldrh	w2, [x25, #0x1a]
ldrh	w1, [x3, w1, sxtw]
rev16	w1, w1
and	x1, x1, x2
add	x0, x0, w1, uxth
bl	.Ltgt
mov	w1, w0
b	.Lloop
