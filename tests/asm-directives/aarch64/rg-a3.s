.macro m
// LLVM-MCA-BEGIN mac
add x0, x1, x2
// LLVM-MCA-END mac
.endm
mul x3, x4, x5
m
sub x6, x7, x8
