# LLVM-MCA-BEGIN alpha
addq %rax, %rbx
# LLVM-MCA-END beta
