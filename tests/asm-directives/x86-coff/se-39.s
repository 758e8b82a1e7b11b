.seh_proc f
.seh_endproc x
nop
