// libpython: loop of 13 instructions at 0x35dbf0 (base), llvm-objdump -d of libpython3.11.so.1.0
.Lloop:
adrp	x0, .Ltgt
ldr	x0, [x0, #0x810]
ldp	x19, x20, [sp, #0x10]
ldr	x21, [sp, #0x20]
ldp	x29, x30, [sp], #0x30
ldr	x0, [x0]
b	.Ltgt
mvn	x0, x20
ldrb	w1, [x19, #0x14]
lsr	x0, x0, #63
bfi	w1, w0, #4, #2
strb	w1, [x19, #0x14]
tbnz	x20, #0x3f, .Lloop
