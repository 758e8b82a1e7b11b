.cfi_startproc
.seh_proc f
.seh_endproc
nop
