.seh_proc f
.seh_endproc
.seh_handlerdata
nop
