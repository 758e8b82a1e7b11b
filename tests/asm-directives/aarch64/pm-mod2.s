.byte 5 % %1
nop
