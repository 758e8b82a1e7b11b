// libc: loop of 25 instructions at 0x11871c (base), llvm-objdump -d of libc.so.6
.Lloop:
stp	x1, x3, [sp]
str	x2, [sp, #0x10]
bl	.Ltgt
str	x0, [x27]
adrp	x4, .Ltgt
ldp	x1, x3, [sp]
ldr	x2, [sp, #0x10]
cbnz	x0, .Ltgt
adrp	x19, .Ltgt
ldr	x19, [x19, #0xdc0]
mrs	x20, TPIDR_EL0
ldr	w21, [x20, x19]
cmp	w21, #0xc
b.ne	.Ltgt
cbz	x22, .Ltgt
mov	x0, x22
bl	.Ltgt
ldr	x27, [sp, #0x210]
str	w21, [x20, x19]
ldr	x28, [sp, #0x218]
b	.Ltgt
cmp	w0, #0x5
b.ne	.Ltgt
mov	x0, x3
b	.Lloop
