# LLVM-MCA-THROUGHPUT 3
addq %rax, %rbx
