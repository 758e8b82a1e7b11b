.seh_proc f
.seh_endprologue
.seh_endprologue
nop
