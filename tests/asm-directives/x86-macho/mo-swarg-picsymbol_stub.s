.picsymbol_stub 1
nop
