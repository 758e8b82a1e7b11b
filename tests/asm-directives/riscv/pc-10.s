.long %rax+1
nop
