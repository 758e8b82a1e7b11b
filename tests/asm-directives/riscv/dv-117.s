.ident "a" "b"
add a0, a1, a2
