.long % rax
nop
