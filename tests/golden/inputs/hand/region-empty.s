# An empty region next to a non-empty one.
# LLVM-MCA-BEGIN empty
# LLVM-MCA-END
# LLVM-MCA-BEGIN full
addq %rax, %rbx
# LLVM-MCA-END
