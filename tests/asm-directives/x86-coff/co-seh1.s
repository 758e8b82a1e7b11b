.seh_proc main
.seh_pushreg %rbp
.seh_stackalloc 32
.seh_endprologue
nop
.seh_endproc
