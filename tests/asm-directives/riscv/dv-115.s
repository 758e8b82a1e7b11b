.ident "GCC: (Debian 12.2.0-14) 12.2.0"
add a0, a1, a2
