.seh_proc f
.seh_stackalloc 9
nop
