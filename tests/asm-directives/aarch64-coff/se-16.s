.seh_startchained
nop
