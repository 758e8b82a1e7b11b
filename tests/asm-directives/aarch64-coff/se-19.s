.seh_endepilogue
nop
