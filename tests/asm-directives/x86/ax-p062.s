.fill x
nop
