.ident "a" "b"
add x0, x1, x2
