.weak "q"
nop
