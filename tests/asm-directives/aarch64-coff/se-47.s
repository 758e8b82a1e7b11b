.seh_proc f
.seh_unwindversion
.seh_endproc
nop
