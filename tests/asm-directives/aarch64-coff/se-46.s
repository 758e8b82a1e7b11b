.seh_proc f
.seh_unwindversion 5
.seh_endproc
nop
