.file 1 "a.c" md5 0x0011
nop
