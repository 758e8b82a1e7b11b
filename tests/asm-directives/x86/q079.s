.double .5
nop
