# Loads and stores around fences: barriers order the memory operations
# behind them.
movq (%rdi), %rax
movq %rbx, 8(%rdi)
mfence
movq 16(%rdi), %rcx
movq %rdx, 24(%rdi)
sfence
movq %rsi, 32(%rdi)
movq 40(%rdi), %r8
lfence
movq 48(%rdi), %r9
addq %r9, %r8
