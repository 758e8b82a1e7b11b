.zero -1
nop
