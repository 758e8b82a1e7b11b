.seh_proc f
.seh_startchained
.seh_startchained
.seh_endchained
nop
