// Named and anonymous code regions.
// LLVM-MCA-BEGIN prologue
stp x29, x30, [sp, #-16]!
mov x29, sp
// LLVM-MCA-END prologue
// LLVM-MCA-BEGIN body
ldr x0, [x1], #8
add x2, x2, x0
subs x3, x3, #1
// LLVM-MCA-END body
// LLVM-MCA-BEGIN
fadd d0, d0, d1
fmul d2, d0, d0
// LLVM-MCA-END
