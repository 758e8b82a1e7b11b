.picsymbol_stub
nop
