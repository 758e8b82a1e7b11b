.seh_startepilogue
nop
