// coreutils-sort: loop of 18 instructions at 0xd128 (base), llvm-objdump -d of sort
.Lloop:
add	x5, x5, #0x10
cmp	x3, x5
b.hi	.Ltgt
mov	x0, x1
ret
cmp	x0, x1
b.ls	.Ltgt
mov	x3, x5
b	.Ltgt
cmp	x0, x1
b.eq	.Ltgt
ldr	x4, [x3]
add	x1, x1, #0x1
str	x4, [x2, x1, lsl #3]
ldr	x3, [x3, #0x8]
cbnz	x3, .Ltgt
ldr	x3, [x6, #0x8]
b	.Lloop
