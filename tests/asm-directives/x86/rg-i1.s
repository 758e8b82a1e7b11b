.macro foo
addq %rax, %rbx
.endm
# LLVM-MCA-LATENCY 7
foo
# LLVM-MCA-LATENCY 2
addq %rax, %rbx
