// LLVM-MCA-BEGIN outer
mul x3, x4, x5
.include "rgi-a1.s" // LLVM-MCA-END outer
sub x6, x7, x8
