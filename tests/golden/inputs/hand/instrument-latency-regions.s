# LATENCY instruments combined with regions.
# LLVM-MCA-BEGIN slow-load
# LLVM-MCA-LATENCY 20
movq (%rdi), %rax
addq %rax, %rdi
# LLVM-MCA-END
# LLVM-MCA-BEGIN default
movq (%rsi), %rax
addq %rax, %rsi
# LLVM-MCA-END
