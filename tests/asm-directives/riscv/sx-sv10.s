.equiv .data, 2
nop
