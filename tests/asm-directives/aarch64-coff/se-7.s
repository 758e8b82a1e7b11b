.seh_proc 1
nop
