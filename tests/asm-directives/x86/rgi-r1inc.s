# LLVM-MCA-BEGIN
addq %rax, %rbx
# LLVM-MCA-BEGIN
