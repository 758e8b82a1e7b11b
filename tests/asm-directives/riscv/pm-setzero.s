.set y, 1 % 0
nop
