# LLVM-MCA-BEGIN inner
add a0, a1, a2
# LLVM-MCA-END inner
