.ident "a",
add x0, x1, x2
