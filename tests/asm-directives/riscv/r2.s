lw a0, (a1
