# A full memory fence between loads and stores.
movq %rax, (%rdi)
mfence
movq (%rsi), %rbx
movq 8(%rsi), %rcx
movq %rcx, 8(%rdi)
