.seh_proc foo
nop
.seh_endproc
nop
