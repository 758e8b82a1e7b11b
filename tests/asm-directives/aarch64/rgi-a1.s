// LLVM-MCA-BEGIN inner
add x0, x1, x2
// LLVM-MCA-END inner
