.file 1 "dir" "a.c" md5 0x00112233445566778899aabbccddeeff source "int x;"
add x0, x1, x2
