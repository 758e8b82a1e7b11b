.long %rax * 2
nop
