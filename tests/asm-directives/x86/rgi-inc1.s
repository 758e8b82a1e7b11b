# LLVM-MCA-BEGIN inner
addq %rax, %rbx
# LLVM-MCA-END inner
