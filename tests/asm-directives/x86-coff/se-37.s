.seh_proc f
.cfi_startproc
nop
