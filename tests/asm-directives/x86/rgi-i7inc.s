# LLVM-MCA-FOO 4
addq %rax, %rbx
