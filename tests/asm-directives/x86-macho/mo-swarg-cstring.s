.cstring 1
nop
