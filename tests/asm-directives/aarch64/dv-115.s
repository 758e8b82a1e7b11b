.ident "GCC: (Debian 12.2.0-14) 12.2.0"
add x0, x1, x2
