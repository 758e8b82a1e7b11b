# Serialising and group-forming instructions between independent ALU work.
addq %rax, %rbx
lfence
addq %rcx, %rdx
cpuid
addq %rsi, %rdi
rdtsc
addq %r8, %r9
xchgq %r10, %r11
cmpxchgq %rcx, %rdx
lock xaddq %rax, (%rdi)
addq %r12, %r13
