addq %rax, %rbx
# LLVM-MCA-BEGIN x
addq %rcx, %rbx
