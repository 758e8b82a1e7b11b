.byte 5 % 2
.byte 7%3
.long (7 % 3) * 2
.byte 5 %2
nop
