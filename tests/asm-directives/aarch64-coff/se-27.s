.seh_proc f
.seh_startchained
.seh_endproc
nop
