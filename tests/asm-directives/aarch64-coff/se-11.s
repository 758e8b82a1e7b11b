.seh_proc f
.seh_stackalloc
.seh_endproc
nop
