.double +2.0
nop
