.seh_pushreg 
nop
