.error 1
nop
