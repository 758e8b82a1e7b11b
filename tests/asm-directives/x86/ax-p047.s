.warning 5
nop
