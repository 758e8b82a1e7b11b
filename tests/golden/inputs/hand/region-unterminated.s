# A region without END extends to the end of the input.
addq %rax, %rbx
# LLVM-MCA-BEGIN open
imulq %rbx, %rcx
addq %rcx, %rdx
