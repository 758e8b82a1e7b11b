li a0, ';'
.byte ';'
