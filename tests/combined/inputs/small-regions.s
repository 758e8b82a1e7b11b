# Combined-stream ordering: three small regions, a warning in each (in-order
# CPU with -bottleneck-analysis, then a return).
# LLVM-MCA-BEGIN r0
  imull %eax, %ebx
  addl %ebx, %eax
# LLVM-MCA-END
# LLVM-MCA-BEGIN r1
  imull %eax, %ebx
  addl %ebx, %eax
  retq
# LLVM-MCA-END
# LLVM-MCA-BEGIN r2
  imull %eax, %ebx
  addl %ebx, %eax
# LLVM-MCA-END
