.seh_proc f
.seh_handlerdata
nop
