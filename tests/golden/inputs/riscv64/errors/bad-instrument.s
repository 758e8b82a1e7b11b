# An LMUL instrument with a value llvm-mca does not know.
# LLVM-MCA-RISCV-LMUL M3
vadd.vv v8, v8, v16
