.seh_proc f
.seh_handler g
.seh_endproc
nop
