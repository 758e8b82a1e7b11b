# An LLVM-MCA-END with no BEGIN: accepted, ends the implicit region.
addq %rax, %rbx
addq %rbx, %rcx
# LLVM-MCA-END
addq %rcx, %rdx
