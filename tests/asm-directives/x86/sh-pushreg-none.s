.seh_pushreg
nop
