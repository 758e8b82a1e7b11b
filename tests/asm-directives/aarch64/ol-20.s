.long ~%rax
nop
