# Stores in sequence: stores never pass older stores.
movq %rax, (%rdi)
movl %ebx, 8(%rdi)
movw %cx, 12(%rdi)
movb %dl, 14(%rdi)
movaps %xmm0, 16(%rdi)
vmovups %ymm1, 32(%rdi)
