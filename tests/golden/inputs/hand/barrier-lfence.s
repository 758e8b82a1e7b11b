# A load fence between loads.
movq (%rdi), %rax
lfence
movq 8(%rdi), %rbx
addq %rax, %rbx
movq %rbx, (%rsi)
