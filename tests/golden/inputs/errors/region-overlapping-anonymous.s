# LLVM-MCA-BEGIN
addq %rax, %rbx
# LLVM-MCA-BEGIN
addq %rbx, %rcx
# LLVM-MCA-END
# LLVM-MCA-END
