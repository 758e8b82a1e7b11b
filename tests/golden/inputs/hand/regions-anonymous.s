# Several anonymous regions one after another, and an empty gap.
# LLVM-MCA-BEGIN
addq %rax, %rbx
addq %rbx, %rcx
# LLVM-MCA-END
nop
# LLVM-MCA-BEGIN
imulq %rax, %rax
# LLVM-MCA-END
# LLVM-MCA-BEGIN
movq (%rdi), %rax
movq %rax, 8(%rdi)
# LLVM-MCA-END
