.seh_proc f
.seh_stackalloc 8 9
nop
