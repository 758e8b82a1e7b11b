.ident "a" x
add a0, a1, a2
