# LLVM-MCA-LATENCY 3
.rept 2
addq %rax, %rbx
.endr
# LLVM-MCA-LATENCY 6
addq %rax, %rbx
