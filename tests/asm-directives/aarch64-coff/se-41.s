.seh_proc f
.seh_handler g, @except
.seh_handlerdata
.long 0
.text
.seh_endproc
nop
