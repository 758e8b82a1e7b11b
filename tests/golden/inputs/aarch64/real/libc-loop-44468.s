// libc: loop of 18 instructions at 0x44468 (neon), llvm-objdump -d of libc.so.6
.Lloop:
adrp	x0, .Ltgt
ldr	x0, [x0, #0xdc0]
mrs	x1, TPIDR_EL0
fcsel	s0, s1, s0, eq
mov	w2, #0x22
ldp	x19, x20, [sp, #0x10]
str	w2, [x1, x0]
ldp	x21, x22, [sp, #0x20]
fmul	s0, s0, s1
ldp	x23, x24, [sp, #0x30]
ldr	x25, [sp, #0x40]
ldp	x29, x30, [sp], #0x50
ret
mov	w0, #-0x7f800000
movi	v1.2s, #0x80, lsl #16
cmp	w2, #0x0
fmov	s0, w0
b	.Lloop
