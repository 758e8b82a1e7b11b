.seh_proc f
.seh_startchained
.seh_endchained
.seh_endchained
.seh_endproc
nop
