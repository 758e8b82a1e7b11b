.byte % rax
nop
