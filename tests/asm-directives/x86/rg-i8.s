.macro m
# LLVM-MCA-LATENCY 5
addq %rax, %rbx
.endm
addq %rax, %rbx
m
addq %rax, %rbx
