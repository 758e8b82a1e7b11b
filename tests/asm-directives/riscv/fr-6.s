.file 0 "/d" "a.c" md5 0x00112233445566778899aabbccddeeff
.file 1 "a.c"
.loc 1 5 2
add a0, a1, a2
