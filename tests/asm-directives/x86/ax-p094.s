.file 1 "a.c" md5 "x"
nop
