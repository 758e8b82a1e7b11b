# The LATENCY instrument overrides the latency of the following instructions.
# LLVM-MCA-LATENCY 10
movq (%rdi), %rax
addq %rax, %rbx
# LLVM-MCA-LATENCY 3
imulq %rbx, %rcx
# LLVM-MCA-LATENCY
addq %rcx, %rdx
