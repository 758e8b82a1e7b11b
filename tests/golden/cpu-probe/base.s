# Probe used by regen-goldens: simulated with -all-views on every CPU name.
addq %rax, %rbx
imulq %rcx, %rdx
movq (%rdi), %rax
movq %rax, 8(%rdi)
addq 16(%rdi), %rcx
xorl %eax, %eax
movl %ecx, %edx
addps %xmm0, %xmm1
divps %xmm4, %xmm5
movaps %xmm1, %xmm2
pxor %xmm3, %xmm3
