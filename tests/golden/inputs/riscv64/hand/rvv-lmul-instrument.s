# RVV instruments: the LMUL comment selects the scheduling class of what follows.
# LLVM-MCA-RISCV-LMUL M1
vadd.vv v8, v8, v16
vmul.vv v8, v8, v16
# LLVM-MCA-RISCV-LMUL M4
vadd.vv v8, v8, v16
vmul.vv v8, v8, v16
# LLVM-MCA-RISCV-LMUL M8
vadd.vv v8, v8, v16
# LLVM-MCA-RISCV-LMUL MF2
vadd.vv v8, v8, v16
