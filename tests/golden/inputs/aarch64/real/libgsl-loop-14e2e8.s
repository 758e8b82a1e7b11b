// libgsl: loop of 10 instructions at 0x14e2e8 (fp), llvm-objdump -d of libgsl.so.27.0.0
.Lloop:
ldur	x6, [x3, #-0x8]
mov	x7, x3
mul	x8, x6, x9
ldr	d0, [x2, x8]
fcmpe	d0, d1
b.gt	.Ltgt
str	x6, [x3]
subs	x5, x5, #0x1
sub	x3, x3, #0x8
b.ne	.Lloop
