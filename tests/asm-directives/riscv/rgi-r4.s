# LLVM-MCA-RISCV-LMUL M2
vadd.vv v0, v1, v2
