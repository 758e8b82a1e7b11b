lw a0, 4(a1 x
