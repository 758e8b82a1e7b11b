# LLVM-MCA-BEGIN same
addq %rax, %rbx
# LLVM-MCA-BEGIN same
addq %rbx, %rcx
# LLVM-MCA-END
# LLVM-MCA-END
