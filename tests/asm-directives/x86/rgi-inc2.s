addq %rax, %rbx
# LLVM-MCA-END
