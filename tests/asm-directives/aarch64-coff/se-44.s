.seh_proc f
.seh_unwindversion 2
.seh_endproc
nop
