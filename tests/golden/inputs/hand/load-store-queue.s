# Many memory operations to exercise the load and store queues.
movq (%rdi), %rax
movq %rax, (%rsi)
movq 8(%rdi), %rbx
movq %rbx, 8(%rsi)
movq 16(%rdi), %rcx
movq %rcx, 16(%rsi)
movq 24(%rdi), %rdx
movq %rdx, 24(%rsi)
movq 32(%rdi), %r8
movq %r8, 32(%rsi)
