# Read-modify-write memory operations and memory increments.
addq %rax, (%rdi)
incl 8(%rdi)
orb $1, 12(%rdi)
addq (%rdi), %rbx
negq 16(%rdi)
shll 20(%rdi)
