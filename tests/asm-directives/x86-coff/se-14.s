.seh_proc f
.seh_endproc
.seh_endproc
.seh_proc g
nop
