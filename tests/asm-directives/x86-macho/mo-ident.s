.ident "clang"
.ident 1 2 3
nop
