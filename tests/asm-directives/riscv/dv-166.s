.file "a.c" "b.c"
add a0, a1, a2
