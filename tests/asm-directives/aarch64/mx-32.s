.long %RAX
nop
