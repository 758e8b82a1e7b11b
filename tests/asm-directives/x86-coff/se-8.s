.seh_proc foo bar
nop
