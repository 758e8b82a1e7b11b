.else
nop
