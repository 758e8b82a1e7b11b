# LLVM-MCA-BEGIN alpha
addq %rax, %rbx
# LLVM-MCA-END alpha
# LLVM-MCA-END alpha
