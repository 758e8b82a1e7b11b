// libgmp: loop of 8 instructions at 0x4b0d4 (base), llvm-objdump -d of libgmp.so.10.4.1
.Lloop:
ldr	x0, [x1, #0x8]!
sub	x2, x0, #0x1
str	x2, [x1]
cbnz	x0, .Ltgt
ldr	x0, [x1, #0x8]!
sub	x2, x0, #0x1
str	x2, [x1]
cbz	x0, .Lloop
