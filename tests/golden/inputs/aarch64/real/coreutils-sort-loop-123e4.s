// coreutils-sort: loop of 8 instructions at 0x123e4 (base), llvm-objdump -d of sort
.Lloop:
ldp	x19, x20, [sp, #0x10]
ldr	x21, [sp, #0x20]
ldp	x29, x30, [sp], #0x30
ret
cbz	x19, .Ltgt
cmp	x21, #0x0
ccmp	x20, #0x0, #0x4, ne
b.eq	.Lloop
