.seh_stackalloc 8
nop
