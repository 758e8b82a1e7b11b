# Indirect jumps through a table and through a register.
movslq (%rdi,%rax,4), %rcx
addq %rdi, %rcx
jmpq *%rcx
jmpq *(%rsi,%rax,8)
notrack jmpq *%rdx
