.x = 5
.x = 6
.equiv .x, 1
nop
