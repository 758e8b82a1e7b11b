// libz: loop of 5 instructions at 0x10fb8 (base), llvm-objdump -d of libz.so.1.2.13
.Lloop:
ldp	x19, x20, [sp, #0x10]
ldp	x29, x30, [sp], #0x20
ret
mov	x0, #-0x1
b	.Lloop
