// LLVM-MCA-BEGIN x
mul x3, x4, x5
.rept 2 // LLVM-MCA-END x
add x0, x1, x2
.endr
sub x6, x7, x8
