.symver foo, foo@VER_1
add a0, a1, a2
