.seh_endchained
nop
