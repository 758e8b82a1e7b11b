.seh_proc f
.seh_endchained
nop
