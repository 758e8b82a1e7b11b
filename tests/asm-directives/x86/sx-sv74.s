nop
. = 0
nop
