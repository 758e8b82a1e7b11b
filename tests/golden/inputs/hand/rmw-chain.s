# Read-modify-write instructions on the same and on different addresses.
addq %rax, (%rdi)
addq %rax, (%rdi)
incl 8(%rdi)
orq $1, 16(%rdi)
subq %rcx, (%rsi)
xorl %edx, 4(%rsi)
notq 24(%rdi)
shlq $1, 32(%rdi)
