.seh_proc f
.seh_stackalloc 16
.seh_endprologue
.seh_endproc
nop
