// libstdcxx: loop of 18 instructions at 0x163c74 (base), llvm-objdump -d of libstdc++.so.6.0.30
.Lloop:
mov	x0, x19
bl	.Ltgt
mov	x0, x20
bl	.Ltgt
mov	x20, x0
add	x0, sp, #0xd8
bl	.Ltgt
mov	x0, x24
bl	.Ltgt
mov	x0, x23
bl	.Ltgt
ldr	x0, [sp, #0x60]
bl	.Ltgt
mov	x0, x22
bl	.Ltgt
mov	x0, x21
bl	.Ltgt
cbnz	x19, .Lloop
