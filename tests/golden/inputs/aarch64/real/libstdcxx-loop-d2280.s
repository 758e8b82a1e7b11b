// libstdcxx: loop of 16 instructions at 0xd2280 (base), llvm-objdump -d of libstdc++.so.6.0.30
.Lloop:
cmp	w0, #0x1
b.ne	.Ltgt
ldr	x1, [x20]
mov	x0, x20
ldr	x1, [x1, #0x8]
blr	x1
mov	x0, x19
bl	.Ltgt
mov	x0, x19
ldp	x19, x20, [sp, #0x10]
ldp	x29, x30, [sp], #0x20
b	.Ltgt
add	x1, x20, #0x8
mov	w0, #-0x1
bl	.Ltgt
b	.Lloop
