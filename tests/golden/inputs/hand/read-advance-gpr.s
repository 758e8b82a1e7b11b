# Load-op instructions: the register operand is read late (read-advance).
imulq %rax, %rbx
addq (%rdi), %rbx
imulq %rbx, %rcx
addq 8(%rdi), %rcx
subq 16(%rdi), %rcx
andq 24(%rdi), %rbx
