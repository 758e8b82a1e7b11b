.symver foo, foo@VER_1
add x0, x1, x2
