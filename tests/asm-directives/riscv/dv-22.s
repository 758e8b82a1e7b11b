.file "a.c" source "x"
add a0, a1, a2
