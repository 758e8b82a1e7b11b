"1x":
nop
