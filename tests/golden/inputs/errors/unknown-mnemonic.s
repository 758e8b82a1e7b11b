addq %rax, %rbx
frobnicate %rax, %rbx
subq %rbx, %rcx
