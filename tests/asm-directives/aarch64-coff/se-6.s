.seh_proc
nop
