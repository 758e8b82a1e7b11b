.file 0 "d" "a.c" md5 0x1
add a0, a1, a2
