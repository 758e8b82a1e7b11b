.double nan
nop
