.quad %st(1)
nop
