.seh_endprologue
nop
