# A longer mixed block (40 instructions).
movq (%rdi), %rax
movq 8(%rdi), %rbx
addq %rax, %rbx
imulq $13, %rbx, %rcx
shrq $3, %rcx
xorq %rcx, %rax
movq %rax, (%rsi)
leaq 1(%rcx,%rbx,2), %rdx
cmpq %rdx, %rax
cmovbq %rdx, %rax
movups (%rdi), %xmm0
movups 16(%rdi), %xmm1
addps %xmm0, %xmm1
mulps %xmm1, %xmm1
movaps %xmm1, %xmm2
shufps $0, %xmm2, %xmm2
subps %xmm2, %xmm0
movups %xmm0, (%rsi)
movl 24(%rdi), %r8d
addl %r8d, %r9d
roll $5, %r9d
xorl %r9d, %r10d
andl $255, %r10d
movzbl (%rdx,%r10), %r11d
addl %r11d, %eax
incq %rdi
decq %r12
testq %r12, %r12
setg %cl
movzbl %cl, %ecx
addq %rcx, %r13
popcntq %r13, %r14
bsfq %r14, %r15
orq %r15, %rax
movq %rax, 16(%rsi)
sqrtsd %xmm3, %xmm4
cvtsd2si %xmm4, %rbp
addq %rbp, %rax
movq %rax, 24(%rsi)
subq $1, %r12
