.seh_proc foo
.seh_proc bar
nop
