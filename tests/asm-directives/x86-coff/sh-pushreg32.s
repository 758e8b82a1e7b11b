.seh_pushreg 32
nop
