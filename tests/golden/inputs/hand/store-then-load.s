# A store followed by loads that may alias it (see -noalias).
movq %rax, (%rdi)
movq (%rsi), %rbx
addq %rbx, %rcx
movq %rcx, 8(%rdi)
movq 8(%rsi), %rdx
addq %rdx, %rax
