# LLVM's parser takes a vector register as a plain memory operand's index
# (only VSIB operands check the index's class); the index is a register read
vaddps %xmm1, %xmm15, %xmm15
movupd (%r10,%xmm15,1),%xmm0
addl (%rax,%ymm15,2), %eax
leal (%eax,%xmm3), %ecx
movupd (%r10,%xmm15,1),%xmm0
lea (%r9,%ymm1,8),%rax
mov (%r15,%xmm16,8),%rsi
prefetcht0 0x40(%rdx,%xmm15,1)
movsd %xmm1,-0x8(%rcx,%xmm16,8)
mov %bpl,(%r15,%xmm16,1)
addl (%rax,%xmm1), %eax
