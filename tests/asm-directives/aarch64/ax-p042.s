.error
nop
