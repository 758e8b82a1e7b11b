.seh_proc f
.seh_handler , @unwind
.seh_endproc
nop
