// Operands LLVM rejects: the first error is reported with its location.
add x0, x1, x2
add x0, x1, #5000
ldr x0, [x1, #3]
mov x0, #0x12345
fadd v0.4s, v1.4s, v2.2d
