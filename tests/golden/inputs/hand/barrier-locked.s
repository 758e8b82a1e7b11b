# Lock-prefixed read-modify-write and implicitly locked xchg.
lock addq %rax, (%rdi)
movq 8(%rdi), %rbx
lock incl 16(%rdi)
lock cmpxchgq %rcx, (%rsi)
xchgq %rdx, 24(%rdi)
lock xaddl %eax, 32(%rdi)
movq %rbx, 40(%rdi)
