. = (
nop
