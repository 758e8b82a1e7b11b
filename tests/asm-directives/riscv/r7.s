lw a0, %lo(x(a1)
