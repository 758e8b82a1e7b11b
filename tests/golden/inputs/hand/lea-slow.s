# Three-component and scaled LEAs (slow on several models) in a chain.
leaq 8(%rax,%rbx,4), %rcx
leaq (%rcx,%rcx,2), %rdx
leaq 1(%rdx), %rsi
leal (%rsi,%rdi), %eax
leaq -16(%rbp,%rax,8), %rbx
leaw 2(%rbx), %cx
