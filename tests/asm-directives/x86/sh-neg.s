.seh_pushreg -1
nop
