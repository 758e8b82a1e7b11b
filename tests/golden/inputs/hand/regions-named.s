# Two named regions analysed separately; code outside regions is ignored.
movq %rax, %rbx
# LLVM-MCA-BEGIN first region
addq %rax, %rbx
imulq %rbx, %rcx
# LLVM-MCA-END
subq %rcx, %rdx
# LLVM-MCA-BEGIN second
vaddps %xmm0, %xmm1, %xmm2
vmulps %xmm2, %xmm2, %xmm3
# LLVM-MCA-END second
