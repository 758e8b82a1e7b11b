# A store fence between stores; loads around it.
movq %rax, (%rdi)
sfence
movq %rbx, 8(%rdi)
movq (%rsi), %rcx
movntiq %rcx, 16(%rdi)
sfence
