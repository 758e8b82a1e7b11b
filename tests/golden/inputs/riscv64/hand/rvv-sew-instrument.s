# RVV instruments: SEW and LMUL comments for instructions whose class depends on SEW.
# LLVM-MCA-RISCV-LMUL M2
# LLVM-MCA-RISCV-SEW E8
vdivu.vv v8, v8, v16
vredsum.vs v8, v16, v24
# LLVM-MCA-RISCV-SEW E64
vdivu.vv v8, v8, v16
vredsum.vs v8, v16, v24
# LLVM-MCA-RISCV-SEW E32
vfdiv.vv v8, v8, v16
vfsqrt.v v8, v8
