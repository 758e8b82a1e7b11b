// libsodium: loop of 11 instructions at 0x23034 (base), llvm-objdump -d of libsodium.so.23.3.0
.Lloop:
ldp	x19, x20, [sp, #0x10]
mov	w0, #-0x1
ldp	x29, x30, [sp], #0x20
ret
ldr	w0, [x19, #0x30]
cbnz	w0, .Ltgt
mov	w0, #0x1
str	w0, [x19, #0x30]
str	x20, [x19, #0x38]
ldr	w0, [x19, #0x30]
cbz	w0, .Lloop
