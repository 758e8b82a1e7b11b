vsetvli t0, a0, e32, m1, ta, ma
# LLVM-MCA-RISCV-LMUL M4
vadd.vv v0, v1, v2
.include "rgi-r4.s"
vadd.vv v0, v1, v2
# LLVM-MCA-RISCV-LMUL M8
vadd.vv v0, v1, v2
