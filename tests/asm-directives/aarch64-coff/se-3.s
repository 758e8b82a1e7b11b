.seh_proc foo
nop
.seh_endproc
.seh_endproc
nop
