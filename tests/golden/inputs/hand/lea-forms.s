# LEA with one, two and three address components.
leaq 8(%rax), %rbx
leaq (%rax,%rbx), %rcx
leaq (%rax,%rbx,4), %rdx
leaq 16(%rax,%rbx,8), %rsi
leaq (,%rcx,2), %rdi
leal -1(%rsi,%rdi), %r8d
leaq 0(%rip), %r9
