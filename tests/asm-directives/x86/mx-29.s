.long (%rax)
nop
