.seh_pushreg 16
nop
