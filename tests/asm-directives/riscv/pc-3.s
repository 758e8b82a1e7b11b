.long %rax
nop
