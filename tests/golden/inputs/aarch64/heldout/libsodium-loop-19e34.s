// libsodium: loop of 6 instructions at 0x19e34 (base), llvm-objdump -d of libsodium.so.23.3.0
.Lloop:
ldp	x19, x20, [sp, #0x10]
ldp	x23, x24, [sp, #0x30]
ldp	x29, x30, [sp], #0x160
ret
mov	x0, #0x0
cbz	x20, .Lloop
