.set y, 1/0
.byte y
.set z, 1 % 0
nop
