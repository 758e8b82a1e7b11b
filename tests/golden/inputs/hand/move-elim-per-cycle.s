# Independent register moves: more eliminable moves than most models can
# eliminate in one cycle, mixed with moves that are never eliminated.
movq %rax, %rbx
movq %rcx, %rdx
movq %rsi, %rdi
movq %r8, %r9
movq %r10, %r11
movl %eax, %r12d
movl %ecx, %r13d
movw %ax, %r14w
movq %r14, %r15
addq %rbx, %rax
