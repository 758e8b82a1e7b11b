. = 5
nop
