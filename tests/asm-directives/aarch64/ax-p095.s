.file 0 "/d" "a.c" md5 0x00112233445566778899aabbccddeeff
nop
