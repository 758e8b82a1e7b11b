.seh_proc foo
nop
