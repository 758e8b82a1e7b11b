# Independent loads: limited by load ports only.
movq (%rdi), %rax
movq 8(%rdi), %rbx
movq 16(%rdi), %rcx
movq 24(%rdi), %rdx
movl 32(%rdi), %esi
movzbl 40(%rdi), %r8d
movsbq 41(%rdi), %r9
movups 48(%rdi), %xmm0
