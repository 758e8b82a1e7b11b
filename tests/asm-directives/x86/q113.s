.ident "x"
nop
