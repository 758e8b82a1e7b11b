.long %st(1)
nop
