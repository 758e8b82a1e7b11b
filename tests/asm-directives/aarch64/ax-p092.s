.file 1 "a.c" md5 0x00112233445566778899aabbccddeeff
nop
