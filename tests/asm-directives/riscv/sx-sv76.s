. = . + 4
nop
