.long -(%rax)
nop
