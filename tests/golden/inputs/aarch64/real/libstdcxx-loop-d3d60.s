// libstdcxx: loop of 22 instructions at 0xd3d60 (base), llvm-objdump -d of libstdc++.so.6.0.30
.Lloop:
ldr	x21, [sp, #0x20]
mov	w0, w19
ldp	x19, x20, [sp, #0x10]
ldp	x29, x30, [sp], #0x40
ret
adrp	x0, .Ltgt
ldr	x0, [x0, #0x360]
add	x0, x0, #0x18
b	.Ltgt
adrp	x0, .Ltgt
ldr	x0, [x0, #0x78]
ldrb	w0, [x0]
cbz	w0, .Ltgt
ldur	w0, [x1, #-0x8]
sub	w2, w0, #0x1
stur	w2, [x1, #-0x8]
cmp	w0, #0x0
b.gt	.Lloop
mov	x0, x20
add	x1, sp, #0x30
bl	.Ltgt
b	.Lloop
