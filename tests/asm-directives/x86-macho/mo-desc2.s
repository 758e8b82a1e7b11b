.desc _x 1
nop
