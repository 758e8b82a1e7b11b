.ident foo
nop
