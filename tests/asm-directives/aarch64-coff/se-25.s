.seh_proc f
.seh_stackalloc 0
nop
