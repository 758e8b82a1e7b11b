.quad %gotpcrel(x)
nop
