# LLVM-MCA-BEGIN r
# sort: loop of 6 instructions at 0xc