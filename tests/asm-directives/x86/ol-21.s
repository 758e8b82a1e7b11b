.long !%rax
nop
