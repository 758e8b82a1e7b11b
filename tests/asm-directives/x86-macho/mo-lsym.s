.lsym _x, 1
nop
