.cstring
nop
